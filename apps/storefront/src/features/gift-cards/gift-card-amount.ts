import { GIFT_CARD_AMOUNT_RULES, fromMinorUnits, giftCardAmountMessage, giftCardAmountProblem, toMinorUnits } from '@aurelia/domain';

/** The fixed amounts on sale, in rupees. */
export const GIFT_CARD_DENOMINATIONS: readonly number[] = GIFT_CARD_AMOUNT_RULES.denominationsMinor.map(fromMinorUnits);

/** The choice that shows the field for another amount. */
export const CUSTOM_AMOUNT = 'custom';

/**
 * The amount a buyer chose (a fixed one, or what they typed for another), in rupees, or the sentence that says
 * why the shop does not sell it (libs/domain rules).
 */
export function chosenGiftCardAmount(choice: string, typed: string): { amount: number } | { error: string } {
  const text = choice === CUSTOM_AMOUNT ? typed.trim().replace(/[₹,\s]/g, '') : choice;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: giftCardAmountMessage('not-whole') };
  const minor = toMinorUnits(Number(text));
  const problem = giftCardAmountProblem(minor, GIFT_CARD_AMOUNT_RULES);
  return problem ? { error: giftCardAmountMessage(problem) } : { amount: fromMinorUnits(minor) };
}
