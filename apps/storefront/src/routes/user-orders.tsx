import { Button, EmptyState } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/user-orders';
import { AccountLayout } from '../features/account/account-layout';
import { pageMeta, rootDataOf } from '../features/seo/page-meta';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'My orders', noindex: true });

/**
 * The shopper's orders. Checkout is not open yet (issue 7, money flows), so no account has an order and
 * the page says so; the list with payment and delivery states comes with checkout.
 */
export default function OrdersPage() {
  return (
    <AccountLayout title="My orders">
      <EmptyState
        icon="gift"
        title="No orders yet"
        description="Orders you place online will be listed here with their payment and delivery status. Online checkout is not open yet: pieces in your bag can be bought in any of our stores."
        action={
          <Button asChild variant="primary">
            <Link to="/stores">Find a store</Link>
          </Button>
        }
      />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
