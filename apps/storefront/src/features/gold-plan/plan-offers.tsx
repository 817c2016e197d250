import type { GoldPlan } from '@aurelia/contracts';
import { JoinPlanForm } from './join-plan-form';

/**
 * The plans on offer, each with its form to join it: a module of its own (user-gold-plan.tsx), as the forms (their
 * field, the plan's submission state) are most of the page's script and come after the shopper's own plans.
 */
export default function PlanOffers({ plans }: { plans: readonly GoldPlan[] }) {
  return (
    <div className="sf-plan-offers">
      {plans.map((plan) => (
        <JoinPlanForm key={plan.slug} plan={plan} />
      ))}
    </div>
  );
}
