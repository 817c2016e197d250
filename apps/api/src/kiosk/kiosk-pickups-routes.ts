import { kioskEndpoints } from '@aurelia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';
import { applyTransition, type OrderLifeDeps } from '../orders/order-transitions';
import { COUNTER_NOTE, REPLAY_NOTE, staffStoreId } from '../staff/staff-routes';
import { openCounterOnly } from './counter-hours';
import { findCounterPickup, listCounterPickups } from './kiosk-pickups';

const tags = ['kiosk'];
const REACH_NOTE = 'Another store’s order, a delivery order and an unknown number are one 404; a step the order cannot take now is a 409.';

/**
 * The counter's pick-ups: the store's pick-up orders to make ready and to hand over. Each step goes through the
 * order's one transition (libs/domain rules, event, audit naming the staff member, the shopper's mail), and is
 * safe to resend with an Idempotency-Key, as the kiosk does after a lost connection.
 */
export const kioskPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const replay = requestReplay(app.db);
  app.addHook('preHandler', openCounterOnly(app));
  const { listKioskPickups, markKioskPickupReady, collectKioskPickup } = kioskEndpoints;
  const deps = (request: FastifyRequest): OrderLifeDeps => ({ db: app.db, mailer: app.mailer, mailContext: app.mailContext, log: request.log });
  // A resend with the same Idempotency-Key is answered from the first answer, without a second step.
  const replayed = { preHandler: [replay.preHandler], onSend: replay.onSend };

  /** Takes the step as the staff member at the counter, then answers the order as the counter now sees it. */
  async function step(request: FastifyRequest<{ Params: { orderNumber: string } }>, to: 'ready_for_pickup' | 'collected', cashTaken?: boolean) {
    const storeId = staffStoreId(request);
    const { orderNumber } = request.params;
    await applyTransition(deps(request), { orderNumber, to, actor: staffActor(request), via: 'kiosk', cashTaken });
    return { data: await findCounterPickup(app.db, storeId, orderNumber) };
  }

  app.route({
    ...routeOptions(app, listKioskPickups, {
      tags,
      description:
        'Pick-up orders of the staff member’s store that are confirmed (to make ready) or ready for pick-up (to hand ' +
        'over), ready ones first, then oldest first; `q` finds any part of the order number or the shopper’s name, ' +
        `or their phone number's digits. \`cash_due\` is the cash to take at collection (0 when paid). ${COUNTER_NOTE}`,
    }),
    handler: async (request) => {
      const data = await listCounterPickups(app.db, staffStoreId(request), request.query.q || undefined);
      return { data, meta: { total: data.length } };
    },
  });

  app.route({
    ...routeOptions(app, markKioskPickupReady, {
      tags,
      description: `A confirmed pick-up order is ready: the shopper is mailed to come. ${REACH_NOTE} ${COUNTER_NOTE} ${REPLAY_NOTE}`,
      ...replayed,
    }),
    handler: (request) => step(request, 'ready_for_pickup'),
  });

  app.route({
    ...routeOptions(app, collectKioskPickup, {
      tags,
      description:
        'The shopper has the pieces of a ready order. When cash is due, `cash_taken: true` says the counter took it ' +
        `(the order is then paid); without it the answer is 422 and nothing changes. ${REACH_NOTE} ${COUNTER_NOTE} ${REPLAY_NOTE}`,
      ...replayed,
    }),
    handler: (request) => step(request, 'collected', request.body.cash_taken === true),
  });
};
