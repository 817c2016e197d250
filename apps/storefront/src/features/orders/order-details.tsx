import type { Order } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Badge, PriceBreakup, ProductImage } from '@aurelia/ui';
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
