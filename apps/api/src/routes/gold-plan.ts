import { checkoutHeadersSchema, goldPlanEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { requireFeature } from '../checkout/feature-guard';
import { GoldPlanPayouts } from '../gold-plan/gold-plan-payouts';
import { GoldPlanService, PENDING_ATTEMPT_REUSE_MINUTES } from '../gold-plan/gold-plan-service';

const tags = ['gold plan'];
const security = [{ bearerAuth: [] }];

/**
 * The gold purchase plan: plans, subscriptions, instalments paid through the provider, and the
 * value paid out as a gift card. Every record is the signed-in shopper's; anyone else's is a 404. All of it
 * answers 403 while `gold-purchase-plan` is in `disabled_routes`.
 */
export const goldPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new GoldPlanService(app.db, app.payments);
  const payouts = new GoldPlanPayouts(app.db, service, app.mailer, app.mailContext, (error) => app.log.error({ err: error }, 'a gold plan gift card mail failed'));
  const preHandler = [app.requireUser, requireFeature(app.settings, 'gold-purchase-plan')];
  const e = goldPlanEndpoints;

  app.get(e.getGoldPlans.path, { preHandler, schema: { summary: e.getGoldPlans.summary, tags, security, response: e.getGoldPlans.response } }, async () => ({
    data: await service.plans(),
  }));

  app.get(
    e.getGoldPlanSubscriptions.path,
    { preHandler, schema: { summary: e.getGoldPlanSubscriptions.summary, tags, security, response: e.getGoldPlanSubscriptions.response } },
    async (request) => ({ data: await service.subscriptions(currentUser(request).id, new Date()) }),
  );

  app.post(
    e.subscribeToGoldPlan.path,
    {
      preHandler,
      schema: {
        summary: e.subscribeToGoldPlan.summary,
        description:
          'Starts today (in India) with every instalment written out; the first is due today. `instalment_amount` must ' +
          'be within the plan’s minimum and maximum, in its steps from the minimum (422 on that field otherwise; an ' +
          'unknown plan is a 422 on `plan`). The same key and body answer 200 with the same subscription; the same key ' +
          'with another body is a 422.',
        tags,
        security,
        headers: checkoutHeadersSchema,
        body: e.subscribeToGoldPlan.body,
        response: e.subscribeToGoldPlan.response,
      },
    },
    async (request, reply) => {
      const { subscription, replayed } = await service.subscribe(currentUser(request).id, request.headers['idempotency-key'], request.body, new Date());
      return reply.code(replayed ? 200 : 201).send({ data: subscription });
    },
  );

  app.get(
    e.getGoldPlanSubscription.path,
    { preHandler, schema: { summary: e.getGoldPlanSubscription.summary, tags, security, params: e.getGoldPlanSubscription.params, response: e.getGoldPlanSubscription.response } },
    async (request) => ({ data: await service.subscription(currentUser(request).id, request.params.uuid, new Date()) }),
  );

  app.post(
    e.redeemGoldPlan.path,
    {
      preHandler,
      schema: {
        summary: e.redeemGoldPlan.summary,
        description:
          'From the maturity date (every instalment paid) to the end of the redemption window: paid + bonus becomes a gift ' +
          'card in the shopper’s name, mailed to them and usable at checkout. `code` is in the first answer only; a repeat ' +
          'answers the same card with `code: null`. 409 before maturity, after the window, or after an early closure.',
        tags,
        security,
        params: e.redeemGoldPlan.params,
        response: e.redeemGoldPlan.response,
      },
    },
    async (request) => ({ data: await payouts.payOut(currentUser(request).id, request.params.uuid, 'redeem', new Date()) }),
  );

  app.post(
    e.closeGoldPlanEarly.path,
    {
      preHandler,
      schema: {
        summary: e.closeGoldPlanEarly.summary,
        description:
          'Once the plan’s `early_closure_after` instalments are paid and before maturity: the paid amount, without bonus, ' +
          'becomes a gift card as for a redemption. Open payment attempts are cancelled. 409 otherwise.',
        tags,
        security,
        params: e.closeGoldPlanEarly.params,
        response: e.closeGoldPlanEarly.response,
      },
    },
    async (request) => ({ data: await payouts.payOut(currentUser(request).id, request.params.uuid, 'close', new Date()) }),
  );

  app.get(
    e.getGoldPlanPayment.path,
    { preHandler, schema: { summary: e.getGoldPlanPayment.summary, tags, security, params: e.getGoldPlanPayment.params, response: e.getGoldPlanPayment.response } },
    async (request) => ({ data: await service.payment(currentUser(request).id, request.params.paymentUuid, new Date()) }),
  );

  app.post(
    e.payGoldPlanInstalment.path,
    {
      preHandler,
      schema: {
        summary: e.payGoldPlanInstalment.summary,
        description:
          'Only the next unpaid instalment, from `grace_days` before its due date, on a running plan (409 otherwise). ' +
          `While an attempt for it is pending (younger than ${PENDING_ATTEMPT_REUSE_MINUTES} minutes) that attempt is ` +
          'answered again (200, with the method it was opened with) instead of opening another, so two clicks or two ' +
          'tabs never charge twice; an older one is cancelled and replaced. The browser ' +
          'comes back to `/user/gold-purchase-plan/transaction-status/{transaction_number}`.',
        tags,
        security,
        headers: checkoutHeadersSchema,
        params: e.payGoldPlanInstalment.params,
        body: e.payGoldPlanInstalment.body,
        response: e.payGoldPlanInstalment.response,
      },
    },
    async (request, reply) => {
      const { transaction, replayed } = await service.pay(currentUser(request).id, request.params.paymentUuid, request.headers['idempotency-key'], request.body, new Date());
      return reply.code(replayed ? 200 : 201).send({ data: transaction });
    },
  );

  app.get(
    e.getGoldPlanTransaction.path,
    { preHandler, schema: { summary: e.getGoldPlanTransaction.summary, tags, security, params: e.getGoldPlanTransaction.params, response: e.getGoldPlanTransaction.response } },
    async (request) => ({ data: await service.transaction(currentUser(request).id, request.params.transactionNumber) }),
  );
};
