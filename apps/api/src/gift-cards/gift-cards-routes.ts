import { checkoutHeadersSchema, giftCardEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { requireFeature } from '../checkout/feature-guard';
import { GIFT_CARD_GUESS_LIMITS } from './code-guesses';
import { giftCardAmountRule } from './gift-card-amount-rule';
import { routeOptions } from '../http/route-options';

const tags = ['gift cards'];

/** Gift cards on the web: overview, buying one through the provider, balance by code. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.giftCards;
  const giftCardsOn = requireFeature(app.settings, 'giftcards');
  const { getGiftCards, buyGiftCard, checkGiftCardBalance } = giftCardEndpoints;

  app.route({
    ...routeOptions(app, getGiftCards, { tags, preHandler: [giftCardsOn] }),
    handler: async (request) => ({ data: await cards.overview(currentUser(request)) }),
  });

  app.route({
    ...routeOptions(app, buyGiftCard, {
      tags,
      description:
        'Records the card as waiting for payment and opens the first attempt with the provider (go to ' +
        '`payment.pay_url`; the browser comes back to `/giftcards/checkout?payment=<id>`). The code is made when the ' +
        'payment is captured and mailed to the recipient; only its hash is stored. Amounts: ₹1,000, ₹2,000, ₹5,000, ' +
        '₹10,000, ₹25,000, or ₹500 to ₹1,00,000 in steps of ₹100 (422 otherwise). A gift card cannot pay for another ' +
        'one (a `gift_card_code` field is refused with 422). The same key and body answer 200 with the same card.',
      headers: checkoutHeadersSchema,
      body: buyGiftCard.body.check(giftCardAmountRule),
      preHandler: [giftCardsOn],
    }),
    handler: async (request, reply) => {
      const { purchase, replayed } = await cards.buy(currentUser(request).id, request.headers['idempotency-key'], request.body);
      return reply.code(replayed ? 200 : 201).send({ data: purchase });
    },
  });

  app.route({
    ...routeOptions(app, checkGiftCardBalance, {
      tags,
      description:
        `One 404 for a malformed, unknown, unpaid or cancelled code. ${GIFT_CARD_GUESS_LIMITS.perUser} wrong codes per ` +
        `user or ${GIFT_CARD_GUESS_LIMITS.perIp} per IP in 15 minutes answer 429 with Retry-After, before the code is looked at.`,
    }),
    handler: async (request, reply) => ({ data: await app.giftCardGuesses.attempt(request, reply, () => cards.balance(request.body.code)) }),
  });
};
