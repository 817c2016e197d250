import '../features/checkout/checkout.css';
// The order's record (its breakup, summary and timeline) is drawn by the server before its code comes.
import '@aurelia/ui/price-breakup.css';
import '@aurelia/ui/order-summary.css';
import '@aurelia/ui/timeline.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import { formatInr } from '@aurelia/domain';
import { Button, StatusChip } from '@aurelia/ui';
import { data, Link } from 'react-router';
import type { Route } from './+types/user-order';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { RetryPayment, retryPaymentPart } from '../features/checkout/retry-payment';
import type { OrderView } from '../features/orders/order-details';
import { CancelOrder, ReturnItems } from '../features/orders/order-care';
import { OrderTracking } from '../features/orders/order-tracking';
import { orderViewOf } from '../features/orders/load-order-view.server';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { hydratedLater, withParts } from '../shared/lazy-part';

/** The order's pieces, totals, delivery, history and requests: hydrated after the rest of the page (lazy-part.ts). */
const orderRecord = hydratedLater<{ order: OrderView }>(() => import('../features/orders/order-record'));

/** On a navigation the payment's form and the order's record come with the page's data (they hydrate after the page). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, retryPaymentPart, orderRecord);

/** One of the shopper's orders; an unknown number and anyone else's order are both the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { data: order } = await serverApi(request).getOrder(params.orderNumber);
    return { order: orderViewOf(order) as OrderView | null, expired: false };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) {
      throw data(`No order numbered “${params.orderNumber}” in your account`, { status: 404 });
    }
    if (isHttpError(error) && error.status === 401) return { order: null, expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches, params }) => pageOrErrorMeta(error, matches, { name: `Order ${params.orderNumber}`, noindex: true });

/**
 * An order: where it stands (timeline, tracking), its pieces and totals, where it goes, its payment (with a way
 * to pay again), invoice and print; cancelling while allowed, returning pieces after it arrived, and each
 * return's and refund's state. Everything is read without scripts; cancelling and returning need them.
 */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const { order } = loaderData;
  if (!order) return null;
  const invoice = `/user/order/${encodeURIComponent(order.order_number)}/invoice`;
  const pendingPayUrl = order.payment?.status === 'pending' ? order.payment.pay_url : null;
  return (
    <AccountLayout
      title={
        <>
          Order <span className="au-unbroken">{order.order_number}</span>
        </>
      }
      lead={`Placed ${order.placed}`}
    >
      <div className="sf-order">
        <p className="sf-order__status">
          <StatusChip tone={order.statusTone}>{order.statusLabel}</StatusChip>
          {order.refunded > 0 ? <span className="sf-order__refunded"> · {formatInr(order.refunded)} refunded</span> : null}
        </p>
        <OrderTracking order={order} />
        <div className="sf-order__actions sf-no-print">
          {order.can_cancel && <CancelOrder order={order} />}
          {order.can_return && <ReturnItems order={order} windowEnds={order.returnWindowEnds} />}
          {order.hasInvoice && (
            <Button asChild variant="secondary">
              <a href={invoice} download>
                Download invoice
              </a>
            </Button>
          )}
          <Button variant="ghost" onClick={() => window.print()}>
            Print
          </Button>
        </div>
        {(order.can_retry_payment || pendingPayUrl) && (
          <section className="sf-account__card sf-no-print" aria-labelledby="order-pay">
            <h2 id="order-pay" className="sf-account__card-title">
              Payment
            </h2>
            {pendingPayUrl && (
              <p>
                Your payment is waiting for you: <a href={pendingPayUrl}>continue to the payment page</a>.
              </p>
            )}
            {order.can_retry_payment && order.payment_method !== 'cash' && (
              <RetryPayment orderNumber={order.order_number} defaultMethod={order.payment_method} action="Pay now" />
            )}
          </section>
        )}
        <orderRecord.Later order={order} />
        <p className="sf-no-print">
          <Link to="/user/orders">All your orders</Link>
        </p>
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
