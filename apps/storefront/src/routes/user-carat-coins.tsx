import { Button, EmptyState } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/user-carat-coins';
import { AccountLayout } from '../features/account/account-layout';
import { pageMeta, rootDataOf } from '../features/seo/page-meta';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Carat coins', noindex: true });

/**
 * Carat coins are earned on paid online orders. Until checkout opens (issue 7) no account has earned any,
 * so the page explains the scheme instead of showing a balance it does not have.
 */
export default function CaratCoinsPage() {
  return (
    <AccountLayout title="Carat coins" lead="Our thank-you for shopping with us: coins you earn on orders and spend on your next piece.">
      <EmptyState
        icon="coin"
        title="No carat coins yet"
        description="You earn carat coins when an online order is paid; they are listed here with what you earned, spent and what expires when. Online orders are not open yet."
        action={
          <Button asChild variant="secondary">
            <Link to="/">Browse the collection</Link>
          </Button>
        }
      />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
