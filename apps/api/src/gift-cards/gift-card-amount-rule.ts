import { GIFT_CARD_AMOUNT_RULES, giftCardAmountMessage, giftCardAmountProblem, toMinorUnits } from '@aurelia/domain';
import { z } from 'zod';
import { ValidationError } from '../errors';

/**
 * The shop's gift card amounts (libs/domain) as a check on a request body, so a form gets the amount's
 * message in the same 422 as every other field's, not in a second round once the rest passes. It runs
 * while other fields fail, but not when `amount` already has an issue of its own.
 */
export const giftCardAmountRule = z.superRefine<{ amount: number }>(
  (body, context) => {
    const problem = giftCardAmountProblem(toMinorUnits(body.amount), GIFT_CARD_AMOUNT_RULES);
    if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: giftCardAmountMessage(problem), input: body.amount });
  },
  {
    when: ({ value, issues }) =>
      typeof (value as { amount?: unknown } | null)?.amount === 'number' && !issues.some((issue) => issue.path?.[0] === 'amount'),
  },
);

/** A card's amount in paise; a 422 on `amount` for an amount the shop sells no card of. */
export function giftCardAmountMinor(amount: number): number {
  const amountMinor = toMinorUnits(amount);
  const problem = giftCardAmountProblem(amountMinor, GIFT_CARD_AMOUNT_RULES);
  if (problem) throw new ValidationError({ amount: [giftCardAmountMessage(problem)] });
  return amountMinor;
}
