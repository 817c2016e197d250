import { OrderFacts, type OrderView } from './order-details';
import { OrderLines } from './order-lines';
import { OrderRequests } from './order-requests';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';

/**
 * An order as it was placed and as it has gone since: its pieces with their price breakups, totals, delivery and
 * payment, history, and each return's and refund's state. Nothing in it needs the page's script (links and
 * disclosures are the browser's), so an order's page hydrates it after the rest (lazy-part.ts).
 */
export default function OrderRecord({ order }: { order: OrderView }) {
  return (
    <>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="sf-section__title">
          Pieces
        </h2>
        <OrderLines order={order} />
      </section>
      <OrderTotals order={order} />
      <section aria-labelledby="order-facts">
        <h2 id="order-facts" className="sf-section__title">
          Delivery and payment
        </h2>
        <OrderFacts order={order} />
      </section>
      <section aria-labelledby="order-timeline">
        <h2 id="order-timeline" className="sf-section__title">
          History
        </h2>
        <OrderTimeline order={order} />
        {order.can_return && order.returnWindowEnds ? <p className="sf-order__window">You can ask to return pieces until {order.returnWindowEnds}.</p> : null}
      </section>
      <OrderRequests order={order} />
    </>
  );
}
