import type { BackOfficeOrder, OrderLine, PriceBreakup as WirePriceBreakup } from '@aurelia/contracts';
import { STATUS_LABELS, toMinorUnits, type PriceBreakup as Breakup } from '@aurelia/domain';
import { Alert, PriceBreakup, Skeleton, StatusChip, Timeline, type TimelineEvent } from '@aurelia/ui';
import { Link, useParams } from 'react-router';
import { rupees, when } from '../../app/format';
import { useScreenTitle } from '../../app/screen-title';
import { useServices } from '../../app/services';
import { useLoad } from '../../app/use-load';
import { OrderActions } from './order-actions';
import { OrderAudit, OrderRefunds } from './order-money';
import { OrderReturns } from './order-returns';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_TONES } from './order-labels';

/** A line's breakup from the wire (rupees) in paise, as libs/ui's PriceBreakup draws it. */
function breakupOf(line: WirePriceBreakup): Breakup {
  return {
    metalValue: toMinorUnits(line.metal_value),
    makingCharge: toMinorUnits(line.making_charge),
    stoneValue: toMinorUnits(line.stone_value),
    subtotal: toMinorUnits(line.subtotal),
    gst: toMinorUnits(line.gst),
    roundOff: line.round_off === undefined ? toMinorUnits(line.total) - toMinorUnits(line.subtotal) - toMinorUnits(line.gst) : toMinorUnits(line.round_off),
    total: toMinorUnits(line.total),
  };
}

/** The order's history as the timeline draws it, oldest first, each with who acted. */
export function timelineOf(order: BackOfficeOrder): TimelineEvent[] {
  return order.events.map((event, index) => ({
    id: `${index}-${event.at}`,
    title: event.kind === 'status' ? STATUS_LABELS[event.status] : event.note,
    dateTime: event.at,
    time: when(event.at),
    detail: [event.kind === 'status' ? event.note : null, event.actor ? `by ${event.actor.name}` : null].filter(Boolean).join(' · ') || undefined,
    tone: event.kind === 'status' ? STATUS_TONES[event.status] : event.kind === 'refund' ? 'info' : 'neutral',
  }));
}

function Lines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <section aria-labelledby="lines-title" className="bo-panel">
      <h2 id="lines-title" className="bo-subtitle">
        Pieces
      </h2>
      <ul className="bo-lines">
        {lines.map((line) => (
          <li key={line.id} className="bo-line">
            <p className="bo-line__head">
              <span>
                {line.name} × {line.quantity}
                {line.is_preorder && ' (pre-order)'}
              </span>
              <span>{rupees(line.line_total)}</span>
            </p>
            <details className="bo-details">
              <summary>Price breakup of one piece ({rupees(line.unit_price)})</summary>
              <PriceBreakup breakup={breakupOf(line.price_breakup)} caption={`Price breakup: ${line.name}`} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Totals({ order }: { order: BackOfficeOrder }) {
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['of which GST', order.gst_included],
    ['Shipping', order.shipping],
    ['Total', order.total],
    ['Paid by gift card', order.gift_card],
    [`Paid by ${order.carat_coins} carat coins`, order.carat_coins_value],
    [`To pay by ${PAYMENT_METHOD_LABELS[order.payment_method].toLowerCase()}`, order.amount_due],
    ['Refunded', order.refunded],
  ];
  return (
    <section aria-labelledby="money-title" className="bo-panel">
      <h2 id="money-title" className="bo-subtitle">
        Payment
      </h2>
      <p>
        <StatusChip size="sm" tone={order.payment_status === 'paid' ? 'success' : order.payment_status === 'failed' ? 'danger' : 'neutral'}>
          {PAYMENT_STATUS_LABELS[order.payment_status]}
        </StatusChip>{' '}
        {PAYMENT_METHOD_LABELS[order.payment_method]}
        {order.payment && ` · attempt ${order.payment.status}`}
      </p>
      <table className="bo-table bo-table--figures">
        <caption className="au-sr-only">Amounts</caption>
        <tbody>
          {rows
            .filter(([name, amount]) => amount > 0 || name === 'Total')
            .map(([name, amount]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className="bo-num">{rupees(amount)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

/** One order: who and where, the actions allowed now, pieces, money, history, refunds, returns and audit. */
export function OrderScreen() {
  const { orderNumber = '' } = useParams();
  const { call } = useServices();
  const heading = useScreenTitle<HTMLHeadingElement>(`Order ${orderNumber}`);
  const { data, refused, reload } = useLoad(orderNumber, () => call('getBackOfficeOrder', { params: { orderNumber } }).then((answer) => answer.data));
  const order = data?.order_number === orderNumber ? data : null;

  return (
    <article className="bo-stack" aria-labelledby="order-title">
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <h1 id="order-title" ref={heading} tabIndex={-1} className="bo-title">
        Order <span className="au-unbroken">{orderNumber}</span>
      </h1>
      {refused && <Alert tone="danger">{refused.message}</Alert>}
      {!order && !refused && <Skeleton height="16rem" />}
      {order && (
        <>
          <div className="bo-order-head">
            <StatusChip tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</StatusChip>
            <p>
              Placed <time dateTime={order.created_at}>{when(order.created_at)}</time> by {order.customer.name} · {order.customer.email} ·{' '}
              {order.customer.phone}
            </p>
            <p>
              {order.fulfilment === 'pickup'
                ? `Pick-up at ${order.pickup_store?.name ?? 'the store'}`
                : order.delivery_address
                  ? `Delivery to ${order.delivery_address.name}, ${order.delivery_address.line1}, ${order.delivery_address.city} ${order.delivery_address.pincode}`
                  : 'Delivery'}
            </p>
            {order.shipment && (
              <p>
                Shipped with {order.shipment.carrier}, tracking {order.shipment.tracking_number}
                {order.shipment.tracking_url && (
                  <>
                    {' '}
                    (<a href={order.shipment.tracking_url}>track the parcel</a>)
                  </>
                )}
              </p>
            )}
          </div>
          <OrderActions order={order} onChanged={reload} />
          <div className="bo-columns">
            <Lines lines={order.lines} />
            <Totals order={order} />
          </div>
          <section aria-labelledby="history-title" className="bo-panel">
            <h2 id="history-title" className="bo-subtitle">
              History
            </h2>
            <Timeline events={timelineOf(order)} aria-labelledby="history-title" />
          </section>
          <OrderRefunds order={order} onChanged={reload} />
          <OrderReturns order={order} onChanged={reload} />
          <OrderAudit order={order} />
        </>
      )}
    </article>
  );
}
