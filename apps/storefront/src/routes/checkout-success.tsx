import '../features/checkout/checkout.css';
import { formatInr, orderStands } from '@aurelia/domain';
import { Alert, Button } from '@aurelia/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/checkout-success';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { selectUser } from '../shared/session';
import { WhatHappensNext } from '../features/checkout/what-happens-next';
import { OrderTotals } from '../features/orders/order-totals';
import { findOrderView } from '../features/orders/load-order-view.server';
import { FULFILMENT_LABELS } from '../shared/order-labels';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { OutcomeActions } from '../shared/outcome-actions';
import { serverApi } from '../server/api.server';

export async function loader({ request }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get('order');
  const order = await findOrderView(serverApi(request), orderNumber);
  // Named here: the labels stay out of the page's script.
  return { order, fulfilment: order ? FULFILMENT_LABELS[order.fulfilment] : '' };
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Thank you for your order', noindex: true });

/**
 * The order stands: paid, or confirmed to pay in cash, and what happens next (mail, packing or pick-up, tracking,
 * cancelling). The bag in this browser follows the server's.
 */
export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { order, fulfilment } = loaderData;
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectUser)?.email ?? null;
  const standing = order ? orderStands(order.status) : false;
  useEffect(() => {
    // Its code comes once the page has hydrated, not with it; should it not come, the connection is gone, and the
    // bag could not follow the server's anyway.
    if (order && standing) void import('../features/checkout/order-stands').then(({ completeOrder }) => dispatch(completeOrder(order.order_number)), () => undefined);
  }, [dispatch, order, standing]);

  if (!order) {
    return (
      <div className="sf-page sf-outcome">
        <h1 className="sf-page__title">Thank you</h1>
        <p>Your orders and their payments are in your account.</p>
        <Button asChild variant="primary">
          <Link to="/user/orders">See your orders</Link>
        </Button>
      </div>
    );
  }
  const orderPath = `/user/order/${encodeURIComponent(order.order_number)}`;
  return (
    <div className="sf-page sf-outcome">
      <h1 className="sf-page__title">{standing ? 'Thank you for your order' : `Order ${order.order_number}`}</h1>
      {standing ? (
        <Alert tone="success" title={`Order ${order.order_number} is confirmed`}>
          {order.payment_status === 'paid'
            ? `We have received your payment of ${formatInr(order.total)}. A confirmation is on its way to your email.`
            : `Please pay ${formatInr(order.amount_due)} in cash ${order.fulfilment === 'pickup' ? 'when you pick it up' : 'on delivery'}.`}
        </Alert>
      ) : (
        <Alert tone="warning" title="This order is not paid yet">
          See your order for its payment.
        </Alert>
      )}
      <p>
        {fulfilment}
        {order.pickup_store && `: ${order.pickup_store.name}, ${order.pickup_store.city}`}
        {order.delivery_address && `: ${order.delivery_address.city}, ${order.delivery_address.pincode}`}
      </p>
      {standing && <WhatHappensNext order={order} email={email} />}
      <OrderTotals order={order} />
      <OutcomeActions
        links={[
          { to: orderPath, label: 'View your order', variant: 'primary' },
          { to: '/', label: 'Continue shopping', variant: 'ghost' },
        ]}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
