import type { Order } from '@aurelia/contracts';
import { formatCount, formatInr } from '@aurelia/domain';
import { Badge, OrderSummary, PriceBreakup, ProductImage } from '@aurelia/ui';
import { Link } from 'react-router';
import { priceBreakupOf } from '../../shared/price-breakup-of';
import { ATTEMPT_STATUS_LABELS, FULFILMENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/order-labels';

/** An order as a page shows it: the dates already written out (on the server, so the browser shows the same). */
export type OrderView = Order & { placed: string; reservedUntil: string | null; timelineAt: string[]; returnWindowEnds: string | null };

/** The pieces of an order, each with its price breakup (metal, making, stones, GST). */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <ul className="sf-order-lines" aria-label="Pieces in this order">
      {order.lines.map((line) => (
        <li key={line.id} className="sf-order-lines__item">
          {line.image && <ProductImage className="sf-order-lines__image" src={line.image.url} alt={line.image.alt} width={64} height={64} layout="fixed" />}
          <div className="sf-order-lines__head">
            <h3 className="sf-order-lines__name">
              <Link to={`/product/${line.slug}`}>{line.name}</Link>
            </h3>
            {line.is_preorder && <Badge tone="info">Pre-order</Badge>}
            <p className="sf-order-lines__qty">
              {line.quantity} × {formatInr(line.unit_price)}
            </p>
            <p className="sf-order-lines__total">{formatInr(line.line_total)}</p>
          </div>
          <details className="sf-order-lines__breakup">
            <summary>
              Price breakup<span className="au-sr-only"> of {line.name}</span>
            </summary>
            <PriceBreakup breakup={priceBreakupOf(line)} caption={`Price breakup of one ${line.name}`} />
          </details>
        </li>
      ))}
    </ul>
  );
}

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

/** Where the order goes and how it is paid. */
export function OrderFacts({ order }: { order: OrderView }) {
  const address = order.delivery_address;
  const store = order.pickup_store;
  return (
    <dl className="sf-order-facts">
      <div>
        <dt>{FULFILMENT_LABELS[order.fulfilment]}</dt>
        <dd>
          {address && (
            <address>
              {address.name}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              Phone {address.phone}
            </address>
          )}
          {store && (
            <address>
              {store.name}
              <br />
              {store.address}, {store.city}
            </address>
          )}
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.payment_method]}: {PAYMENT_STATUS_LABELS[order.payment_status]}
          {order.payment && order.payment_status !== 'paid' && (
            <>
              <br />
              Latest attempt: {ATTEMPT_STATUS_LABELS[order.payment.status]}
              {order.payment.failure_reason && ` (${order.payment.failure_reason})`}
            </>
          )}
          {order.reservedUntil && (
            <>
              <br />
              Your pieces are held until {order.reservedUntil}.
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
