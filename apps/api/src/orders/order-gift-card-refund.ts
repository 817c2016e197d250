import { creditGiftCard } from '../gift-cards/gift-card-ledger';
import type { Queries } from '../db/queries';

/** Puts back on its gift card what a cancelled order took from it (nothing for an order without one). */
export async function returnGiftCardPart(
  tx: Queries,
  order: { id: number; orderNumber: string; giftCardId: number | null; giftCardMinor: number },
): Promise<void> {
  if (order.giftCardId === null || order.giftCardMinor === 0) return;
  await creditGiftCard(tx, order.giftCardId, order.giftCardMinor, { reference: `Order ${order.orderNumber} cancelled`, orderId: order.id });
}
