import type { Order } from '@aurelia/contracts';
import type { StatusTone } from '@aurelia/ui';
import { ATTEMPT_STATUS_LABELS, FULFILMENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/order-labels';

/** An order as a page shows it: the dates already written out (on the server, so the browser shows the same). */
export type OrderView = Order & {
  placed: string;
  reservedUntil: string | null;
  timelineAt: string[];
  returnWindowEnds: string | null;
  /** The status as the page's chip says it, and the chip's tone. */
  statusLabel: string;
  statusTone: StatusTone;
  /** Whether the order has an invoice to download. */
  hasInvoice: boolean;
};

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
