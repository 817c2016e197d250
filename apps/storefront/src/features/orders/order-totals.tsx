import type { Order } from '@aurelia/contracts';
import { formatCount, formatInr } from '@aurelia/domain';
import { OrderSummary } from '@aurelia/ui';

/**
 * Subtotal (GST included, shown apart), shipping and the total the server worked out; with a gift card, what it
 * paid comes off, as do carat coins, and the total is what is left to pay.
 */
export function OrderTotals({
  order,
  title = 'Order total',
}: {
  order: Pick<Order, 'item_count' | 'subtotal' | 'gst_included' | 'shipping' | 'total' | 'fulfilment'> & Partial<Pick<Order, 'gift_card' | 'amount_due' | 'carat_coins' | 'carat_coins_value'>>;
  title?: string;
}) {
  const giftCard = order.gift_card ?? 0;
  const coinsValue = order.carat_coins_value ?? 0;
  return (
    <OrderSummary
      title={title}
      rows={[
        { label: `Subtotal (${order.item_count} ${order.item_count === 1 ? 'piece' : 'pieces'})`, amount: order.subtotal, note: `Includes GST of ${formatInr(order.gst_included)} (3%)` },
        { label: order.fulfilment === 'pickup' ? 'Pick-up in store' : 'Shipping', amount: order.shipping === 0 ? 'Free' : order.shipping },
        ...(coinsValue > 0
          ? [{ label: 'Paid with carat coins', amount: -coinsValue, note: `${formatCount(order.carat_coins ?? 0)} coins${giftCard > 0 ? '' : ` · Order value ${formatInr(order.total)}`}` }]
          : []),
        ...(giftCard > 0 ? [{ label: 'Paid by gift card', amount: -giftCard, note: `Order value ${formatInr(order.total)}` }] : []),
      ]}
      total={order.amount_due ?? order.total}
    />
  );
}
