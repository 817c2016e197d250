import { checkoutHeadersSchema, goldPlanEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/auth-plugin';
import { requireVerifiedEmail } from '../auth/verified-email';
import { requireFeature } from '../checkout/feature-guard';
import { PENDING_ATTEMPT_REUSE_MINUTES } from './gold-plan-service';
import { routeOptions } from '../http/route-options';

const tags = ['gold plan'];

/**
 * The gold purchase plan: plans, subscriptions, instalments paid through the provider, and the
 * value paid out as a gift card. Every record is the signed-in shopper's; anyone else's is a 404. All of it
 * answers 403 while `gold-purchase-plan` is in `disabled_routes`. An account whose address is not proven holds
 * no plan: its list is empty and everything else about subscriptions answers 403 `VERIFY_EMAIL_FIRST`.
 */
export const goldPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goldPlans: service, goldPlanPayouts: payouts } = app;
  const planOn = requireFeature(app.settings, 'gold-purchase-plan');
  const e = goldPlanEndpoints;
  /** The signed-in shopper, whose address must be proven. */
  const verifiedUser = (request: FastifyRequest) => {
    const user = currentUser(request);
    requireVerifiedEmail(user);
    return user;
  };

  app.route({
    ...routeOptions(app, e.getGoldPlans, { tags, preHandler: [planOn] }),
    handler: async () => ({ data: await service.plans() }),
  });

  app.route({
    ...routeOptions(app, e.getGoldPlanSubscriptions, { tags, preHandler: [planOn] }),
    handler: async (request) => {
      const user = currentUser(request);
      return { data: user.emailVerifiedAt ? await service.subscriptions(user.id, new Date()) : [] };
    },
  });

  app.route({
    ...routeOptions(app, e.subscribeToGoldPlan, {
      tags,
      description:
        'Starts today (in India) with every instalment written out; the first is due today. `instalment_amount` must ' +
        'be within the plan’s minimum and maximum, in its steps from the minimum (422 on that field otherwise; an ' +
        'unknown plan is a 422 on `plan`). The same key and body answer 200 with the same subscription; the same key ' +
        'with another body is a 422.',
      headers: checkoutHeadersSchema,
      preHandler: [planOn],
    }),
    handler: async (request, reply) => {
      const { subscription, replayed } = await service.subscribe(verifiedUser(request).id, request.headers['idempotency-key'], request.body, new Date());
      return reply.code(replayed ? 200 : 201).send({ data: subscription });
    },
  });

  app.route({
    ...routeOptions(app, e.getGoldPlanSubscription, { tags, preHandler: [planOn] }),
    handler: async (request) => ({ data: await service.subscription(verifiedUser(request).id, request.params.uuid, new Date()) }),
  });

  app.route({
    ...routeOptions(app, e.redeemGoldPlan, {
      tags,
      description:
        'From the maturity date (every instalment paid) to the end of the redemption window: paid + bonus becomes a gift ' +
        'card in the shopper’s name, mailed to them and usable at checkout. `code` is in the first answer only; a repeat ' +
        'answers the same card with `code: null`. 409 before maturity, after the window, or after an early closure.',
      preHandler: [planOn],
    }),
    handler: async (request) => ({ data: await payouts.payOut(verifiedUser(request).id, request.params.uuid, 'redeem', new Date()) }),
  });

  app.route({
    ...routeOptions(app, e.closeGoldPlanEarly, {
      tags,
      description:
        'Once the plan’s `early_closure_after` instalments are paid and before maturity: the paid amount, without bonus, ' +
        'becomes a gift card as for a redemption. Open payment attempts are cancelled. 409 otherwise.',
      preHandler: [planOn],
    }),
    handler: async (request) => ({ data: await payouts.payOut(verifiedUser(request).id, request.params.uuid, 'close', new Date()) }),
  });

  app.route({
    ...routeOptions(app, e.getGoldPlanPayment, { tags, preHandler: [planOn] }),
    handler: async (request) => ({ data: await service.payment(verifiedUser(request).id, request.params.paymentUuid, new Date()) }),
  });

  app.route({
    ...routeOptions(app, e.payGoldPlanInstalment, {
      tags,
      description:
        'Only the next unpaid instalment, from `grace_days` before its due date, on a running plan (409 otherwise). ' +
        `While an attempt for it is pending (younger than ${PENDING_ATTEMPT_REUSE_MINUTES} minutes) that attempt is ` +
        'answered again (200, with the method it was opened with) instead of opening another, so two clicks or two ' +
        'tabs never charge twice; an older one is cancelled and replaced. The browser ' +
        'comes back to `/user/gold-purchase-plan/transaction-status/{transaction_number}`.',
      headers: checkoutHeadersSchema,
      preHandler: [planOn],
    }),
    handler: async (request, reply) => {
      const { transaction, replayed } = await service.pay(verifiedUser(request).id, request.params.paymentUuid, request.headers['idempotency-key'], request.body, new Date());
      return reply.code(replayed ? 200 : 201).send({ data: transaction });
    },
  });

  app.route({
    ...routeOptions(app, e.getGoldPlanTransaction, { tags, preHandler: [planOn] }),
    handler: async (request) => ({ data: await service.transaction(verifiedUser(request).id, request.params.transactionNumber) }),
  });
};
