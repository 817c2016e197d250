import '../features/checkout/checkout.css';
import { Alert } from '@aurelia/ui';
import type { Route } from './+types/checkout-failure';
import { FOCUSED_PAGE } from '../features/checkout/focused-frame';
import { RetryPayment, retryPaymentPart } from '../features/checkout/retry-payment';
import { findOrderView } from '../features/orders/load-order-view.server';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { OutcomeActions } from '../shared/outcome-actions';
import { serverApi } from '../server/api.server';
import { withParts } from '../shared/lazy-part';

/** On a navigation the payment's form comes with the page's data (it hydrates after the page: late-part.tsx). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, retryPaymentPart);

export async function loader({ request }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get('order');
  return { order: await findOrderView(serverApi(request), orderNumber) };
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Payment not completed', noindex: true });

/** The provider said no (or the money must go back): why, and a new attempt while the order can still be paid. */
export default function CheckoutFailurePage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const payment = order?.payment ?? null;
  const reason = payment?.refund_due
    ? 'The pieces were no longer available when your payment arrived, so it will be refunded in full.'
    : (payment?.failure_reason ?? 'The payment was not completed.');
  return (
    <div className="sf-page sf-outcome">
      <h1 className="sf-page__title">Payment not completed</h1>
      <Alert tone="danger" title={order ? `Order ${order.order_number} is not paid` : 'Your payment did not go through'}>
        {reason}
        {!payment?.refund_due && ' No money has been taken.'}
      </Alert>
      {order && order.can_retry_payment && order.payment_method !== 'cash' ? (
        <section className="sf-account__card" aria-labelledby="retry-title">
          <h2 id="retry-title" className="sf-account__card-title">
            Try again
          </h2>
          {order.reservedUntil && <p>Your pieces are held for you until {order.reservedUntil}.</p>}
          <RetryPayment orderNumber={order.order_number} defaultMethod={order.payment_method} action="Try again" />
        </section>
      ) : (
        order && order.status === 'cancelled' && <p>The order was cancelled and its pieces released. Your bag still holds them if they are in stock.</p>
      )}
      <OutcomeActions
        links={[
          order
            ? { to: `/user/order/${encodeURIComponent(order.order_number)}`, label: 'View your order', variant: 'secondary' }
            : { to: '/user/orders', label: 'See your orders', variant: 'secondary' },
          { to: '/cart', label: 'Back to your bag', variant: 'ghost' },
        ]}
      />
    </div>
  );
}

export const handle = FOCUSED_PAGE;
export const ErrorBoundary = RouteErrorBoundary;
