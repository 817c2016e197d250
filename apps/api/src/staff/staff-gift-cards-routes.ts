import { checkoutHeadersSchema, staffGiftCardEndpoints } from '@aurelia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GIFT_CARD_GUESS_LIMITS } from '../gift-cards/code-guesses';
import type { CounterActor } from '../gift-cards/counter-gift-cards';
import { giftCardAmountRule } from '../gift-cards/gift-card-amount-rule';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';
import { openCounterOnly } from '../kiosk/counter-hours';
import { actorOf, COUNTER_NOTE, REPLAY_NOTE, staffStoreId } from './staff-routes';

const tags = ['staff'];
const LIMITS_NOTE =
  `${COUNTER_NOTE} One 404 for a malformed, unknown, unpaid or cancelled code; ${GIFT_CARD_GUESS_LIMITS.perUser} wrong codes per staff ` +
  `member or ${GIFT_CARD_GUESS_LIMITS.perIp} per IP in 15 minutes (counted with the web balance check) answer 429 with Retry-After.`;

function counterActor(request: FastifyRequest): CounterActor {
  return { ...actorOf(request), storeId: staffStoreId(request) };
}

/**
 * Gift cards at the counter, for staff of a store: issue one paid in the store, look one up by
 * code, redeem part of one. Codes travel in bodies only, never in URLs.
 */
export const staffGiftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const counter = app.counterGiftCards;
  const replay = requestReplay(app.db);
  app.addHook('preHandler', openCounterOnly(app));
  const { issueCounterGiftCard, lookUpGiftCard, redeemGiftCard } = staffGiftCardEndpoints;

  app.route({
    ...routeOptions(app, issueCounterGiftCard, {
      tags,
      description:
        'The payment was taken in the store: cash (receipt number optional) or the card terminal (its reference ' +
        'required). The card is active at once; `code` is its full code, answered this once and mailed to the ' +
        'recipient (only its hash is stored). The same Idempotency-Key and body answer 200 with the same card and ' +
        `\`code: null\`; the key with another body is a 422. Amounts as on the web. ${COUNTER_NOTE}`,
      headers: checkoutHeadersSchema,
      body: issueCounterGiftCard.body.check(giftCardAmountRule),
    }),
    handler: async (request, reply) => {
      const issued = await counter.issue(counterActor(request), request.headers['idempotency-key'], request.body);
      return reply.code(issued.replayed ? 200 : 201).send({ data: { gift_card: issued.giftCard, code: issued.code } });
    },
  });

  app.route({
    ...routeOptions(app, lookUpGiftCard, {
      tags,
      description: `The card masked, its balance, and its ledger newest first with staff and store. ${LIMITS_NOTE}`,
    }),
    handler: async (request, reply) => {
      staffStoreId(request);
      return { data: await app.giftCardGuesses.attempt(request, reply, () => counter.lookUp(request.body.code)) };
    },
  });

  app.route({
    ...routeOptions(app, redeemGiftCard, {
      tags,
      description:
        'Takes the amount off the card for an in-store purchase, recorded with the bill reference, the staff member ' +
        `and the store; the card is spent at 0. 409 when the card holds less than the amount, and for a card paid in the ` +
        'payment sandbox (`paid_in_sandbox`: no money moved) unless the shop runs as a demonstration (DEMO_MODE=true, ' +
        `\`demonstration_shop\`). ${LIMITS_NOTE} ${REPLAY_NOTE}`,
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request, reply) => {
      const actor = counterActor(request);
      const card = await app.giftCardGuesses.attempt(request, reply, () => counter.redeem(actor, request.body));
      return reply.code(201).send({ data: card });
    },
  });
};
