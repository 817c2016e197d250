import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { GiftCardCodeGuesses } from './code-guesses';
import { CounterGiftCards } from './counter-gift-cards';
import { GiftCardService } from './gift-card-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gift cards on the web: overview, buying one through the provider, balance by code. */
    giftCards: GiftCardService;
    /** Gift cards at the counter: issued, looked up and redeemed by staff. */
    counterGiftCards: CounterGiftCards;
    /** One count of wrong gift card codes for every call that looks a card up by its code (web and counter). */
    giftCardGuesses: GiftCardCodeGuesses;
  }
}

export const giftCardsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'demoMode'> }) => {
    app.decorate('giftCards', new GiftCardService(app.db, app.payments));
    app.decorate(
      'counterGiftCards',
      new CounterGiftCards(
        app.db,
        app.mailer,
        app.mailContext,
        (error) => app.log.error({ err: error }, 'the mail of a gift card issued at the counter failed'),
        config.demoMode,
      ),
    );
    app.decorate('giftCardGuesses', new GiftCardCodeGuesses());
  },
  { name: 'gift-cards', dependencies: ['database', 'payments', 'mailer'] },
);
