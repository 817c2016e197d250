import { ValidationError, HttpError } from '../errors';
import type { Queries } from '../db/queries';
import type { GiftCardRow } from './gift-card-presenter';
import { UNKNOWN_GIFT_CARD_MESSAGE, usableCardByCode } from './gift-card-service';

export const GIFT_CARD_SPENT_MESSAGE = 'Nothing is left on this gift card.';

/**
 * The card a checkout pays with, locked (`FOR UPDATE`) until the order is written, so two orders never
 * spend the same balance. A code that is not a usable card, or a card with nothing left, is a 422 on
 * `gift_card_code`.
 */
export function giftCardForOrder(tx: Queries, code: string): Promise<GiftCardRow> {
  return checkoutGiftCard(tx, code, true);
}

/**
 * The card a checkout summary previews, read without a lock: nothing is spent, so a preview never makes an
 * order wait. Refused exactly as {@link giftCardForOrder} refuses, so the shopper learns it before ordering.
 */
export function giftCardForPreview(queries: Queries, code: string): Promise<GiftCardRow> {
  return checkoutGiftCard(queries, code, false);
}

async function checkoutGiftCard(queries: Queries, code: string, lock: boolean): Promise<GiftCardRow> {
  let card: GiftCardRow;
  try {
    card = await usableCardByCode(queries, code, { lock });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw new ValidationError({ gift_card_code: [UNKNOWN_GIFT_CARD_MESSAGE] });
    throw error;
  }
  if (card.balanceMinor === 0) throw new ValidationError({ gift_card_code: [GIFT_CARD_SPENT_MESSAGE] });
  return card;
}

/** True for the checkout's answer to a code that is not a usable card: it counts as a wrong guess. */
export function isUnknownGiftCard(error: unknown): boolean {
  return error instanceof ValidationError && error.errors['gift_card_code']?.[0] === UNKNOWN_GIFT_CARD_MESSAGE;
}
