import type { GoldPlanSubscription } from '@aurelia/contracts';
import { latePart } from '../../shared/late-part';

export interface PlanPayoutProps {
  subscription: GoldPlanSubscription;
}

/**
 * Redeeming a matured plan, closing one early, or the gift card its value became: hydrated just after the plan's
 * page, with its request (late-part.tsx); a press made before its code has come is made again once it has.
 */
export const planPayoutPart = latePart<PlanPayoutProps>(() => import('./plan-payout-form'));
export const PlanPayout = planPayoutPart.Late;
