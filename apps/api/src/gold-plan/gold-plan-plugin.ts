import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GoldPlanPayouts } from './gold-plan-payouts';
import { GoldPlanService } from './gold-plan-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gold purchase plan: plans, subscriptions and instalments paid through the provider. */
    goldPlans: GoldPlanService;
    /** A matured or closed plan's value paid out as a gift card. */
    goldPlanPayouts: GoldPlanPayouts;
  }
}

export const goldPlanPlugin = fp(
  async (app: FastifyInstance) => {
    const plans = new GoldPlanService(app.db, app.payments);
    app.decorate('goldPlans', plans);
    app.decorate(
      'goldPlanPayouts',
      new GoldPlanPayouts(app.db, plans, app.mailer, app.mailContext, (error) =>
        app.log.error({ err: error }, 'a gold plan gift card mail failed'),
      ),
    );
  },
  { name: 'gold-plan', dependencies: ['database', 'payments', 'mailer'] },
);
