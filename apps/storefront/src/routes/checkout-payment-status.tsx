import '../features/checkout/checkout.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { Payment } from '@aurelia/contracts';
import { loginRedirectFor } from '@aurelia/domain';
import { Alert, Button } from '@aurelia/ui';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/checkout-payment-status';
import { FOCUSED_PAGE } from '../features/checkout/focused-frame';
import { PaymentWaiting } from '../features/checkout/payment-waiting';
import { outcomePath } from '../features/checkout/payment-outcome';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { readSession, serverApi } from '../server/api.server';

/**
 * Where the payment provider sends the shopper back (`?payment=<id>`). A final answer goes straight to the
 * success or failure page; a pending one is asked for again from the browser until it is final.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get('payment');
  if (!paymentId) throw data('No payment to look up: open your order to see its payment', { status: 404 });
  if (!readSession(request).token) return { payment: null, login: loginRedirectFor(url.pathname, url.search) };
  try {
    const { data: payment } = await serverApi(request).getPayment(paymentId);
    const next = outcomePath(payment);
    if (next) throw redirect(next);
    return { payment: payment as Payment | null, login: null };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) throw data('No such payment in your account', { status: 404 });
    if (isHttpError(error) && error.status === 401) return { payment: null, login: loginRedirectFor(url.pathname, url.search) };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Payment status', noindex: true });

export default function PaymentStatusPage({ loaderData }: Route.ComponentProps) {
  const { payment, login } = loaderData;
  return (
    <div className="sf-page sf-outcome">
      <h1 className="sf-page__title">Payment status</h1>
      {payment ? (
        <Waiting payment={payment} />
      ) : (
        <Alert tone="info" title="Sign in to see your payment">
          Your payment is safe. <Link to={login ?? '/auth/login'}>Sign in</Link> to see how it went.
        </Alert>
      )}
    </div>
  );
}

function Waiting({ payment }: { payment: Payment }) {
  const order = payment.order_number ? `/user/order/${encodeURIComponent(payment.order_number)}` : '/user/orders';
  return (
    <PaymentWaiting
      payment={payment}
      late={
        <>
          <p>Your bank has not answered yet. We will update your order as soon as it does; nothing is charged twice.</p>
          <Button asChild variant="primary">
            <Link to={order}>See your order</Link>
          </Button>
        </>
      }
    />
  );
}

export const handle = FOCUSED_PAGE;
export const ErrorBoundary = RouteErrorBoundary;
