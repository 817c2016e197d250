import '../features/checkout/checkout.css';
import { isHttpError } from '@aurelia/api-client/errors';
import type { OrderSummary } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Button, EmptyState, Pagination, ProductImage, StatusChip } from '@aurelia/ui';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/user-orders';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { ORDER_STATUS_CHIP_TONES, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, orderDate } from '../shared/order-labels';
import { orderListPage } from '../features/orders/order-list-page';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';

const PER_PAGE = 10;

/**
 * A line of the list, with its date, status and payment written on the server (the same text in the browser: no
 * mismatch; the labels stay out of the page's script).
 */
export type OrderRow = OrderSummary & { placed: string; statusLabel: string; statusTone: (typeof ORDER_STATUS_CHIP_TONES)[OrderSummary['status']]; paymentLabel: string };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const wanted = orderListPage(url.searchParams.get('page'));
  if (wanted === null) throw redirect('/user/orders');
  try {
    const { data, meta } = await serverApi(request).getOrders({ page: wanted, per_page: PER_PAGE });
    // Past the last page: the last page itself, rather than an empty list that looks like no orders.
    if (data.length === 0 && meta.total > 0) throw redirect(meta.last_page > 1 ? `/user/orders?page=${meta.last_page}` : '/user/orders');
    const orders: OrderRow[] = data.map((order) => ({
      ...order,
      placed: orderDate(order.created_at),
      statusLabel: ORDER_STATUS_LABELS[order.status],
      statusTone: ORDER_STATUS_CHIP_TONES[order.status],
      paymentLabel: PAYMENT_STATUS_LABELS[order.payment_status],
    }));
    return { orders, page: meta.current_page, lastPage: meta.last_page, total: meta.total, expired: false };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { orders: [] as OrderRow[], page: 1, lastPage: 1, total: 0, expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'My orders', noindex: true });

/** The shopper's orders, newest first, ten a page, each with its status, payment and total. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, page, lastPage, total, expired } = loaderData;
  useExpiredSession(expired);
  const navigate = useNavigate();
  if (total === 0) {
    return (
      <AccountLayout title="My orders">
        <EmptyState
          icon="gift"
          title="No orders yet"
          description="Orders you place online are listed here with their payment and delivery status."
          action={
            <Button asChild variant="primary">
              <Link to="/">Discover jewellery</Link>
            </Button>
          }
        />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="My orders" lead={`${total} ${total === 1 ? 'order' : 'orders'}`}>
      <ul className="sf-orders" aria-label="Your orders">
        {orders.map((order) => (
          <li key={order.order_number} className="sf-orders__item">
            <h2 className="sf-orders__number">
              <Link to={`/user/order/${encodeURIComponent(order.order_number)}`}>
                <span className="au-sr-only">Order </span>
                {order.order_number}
              </Link>
            </h2>
            {order.thumbnails && order.thumbnails.length > 0 && (
              <ul className="sf-orders__thumbnails" aria-label={`Pieces in order ${order.order_number}`}>
                {order.thumbnails.map((image, index) => (
                  <li key={`${image.url}-${index}`}>
                    <ProductImage src={image.url} alt={image.alt} width={48} height={48} layout="fixed" />
                  </li>
                ))}
              </ul>
            )}
            <p className="sf-orders__meta">
              Placed {order.placed} · {order.item_count} {order.item_count === 1 ? 'piece' : 'pieces'}
            </p>
            <p className="sf-orders__status">
              <StatusChip tone={order.statusTone} size="sm">
                {order.statusLabel}
              </StatusChip>{' '}
              <span>{order.paymentLabel}</span>
            </p>
            <p className="sf-orders__total">{formatInr(order.total)}</p>
          </li>
        ))}
      </ul>
      {lastPage > 1 && (
        <Pagination
          label="Order pages"
          page={page}
          pageCount={lastPage}
          onPageChange={(next) => void navigate(next === 1 ? '/user/orders' : `/user/orders?page=${next}`)}
        />
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
