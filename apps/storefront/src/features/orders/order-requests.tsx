import { formatCount, formatInr } from '@aurelia/domain';
import { StatusChip } from '@aurelia/ui';
import { orderDate, REFUND_STATUS_LABELS, REFUND_STATUS_TONES, RETURN_STATUS_LABELS, RETURN_STATUS_TONES } from '../../shared/order-labels';
import type { OrderView } from './order-details';

/** The credit note of a refund, through the storefront server (which adds the session's token). */
export const creditNotePath = (orderNumber: string, number: string) => `/user/order/${encodeURIComponent(orderNumber)}/${encodeURIComponent(number)}`;

/** Where a refund went: the card or account, the gift card, the coins. */
function refundWays(to: OrderView['refunds'][number]['to']): string {
  return [
    to.provider > 0 ? `${formatInr(to.provider)} to the way you paid` : null,
    to.gift_card > 0 ? `${formatInr(to.gift_card)} to your gift card` : null,
    to.carat_coins > 0 ? `${formatCount(to.carat_coins)} carat coins` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The shopper's requests on the order and where each stands: returns (pieces asked, received) and refunds (the
 * amount, where it went, the credit note once it went through), dated in India time.
 */
export function OrderRequests({ order }: { order: OrderView }) {
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-requests" className="sf-order__requests">
      <h2 id="order-requests" className="sf-section__title">
        Returns and refunds
      </h2>
      <ul className="sf-requests">
        {order.returns.map((request) => (
          <li key={`return-${request.id}`} className="sf-requests__item">
            <p className="sf-requests__head">
              <strong>Return of {orderDate(request.created_at)}</strong> <StatusChip tone={RETURN_STATUS_TONES[request.status]}>{RETURN_STATUS_LABELS[request.status]}</StatusChip>
            </p>
            <ul className="sf-requests__lines">
              {request.items.map((item) => (
                <li key={item.line_id}>
                  {item.quantity} × {item.name}
                  {request.status === 'received' || request.status === 'closed' ? ` · ${item.received} received` : ''}
                </li>
              ))}
            </ul>
            <p className="sf-requests__note">Your reason: “{request.reason}”</p>
            {request.note ? <p className="sf-requests__note">Our note: {request.note}</p> : null}
          </li>
        ))}
        {order.refunds.map((refund) => (
          <li key={`refund-${refund.id}`} className="sf-requests__item">
            <p className="sf-requests__head">
              <strong>
                Refund of {formatInr(refund.amount)} · {orderDate(refund.created_at)}
              </strong>{' '}
              <StatusChip tone={REFUND_STATUS_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</StatusChip>
            </p>
            <p className="sf-requests__note">{refundWays(refund.to)}</p>
            {refund.credit_note_number ? (
              <p>
                <a href={creditNotePath(order.order_number, refund.credit_note_number)} download>
                  Credit note {refund.credit_note_number}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
