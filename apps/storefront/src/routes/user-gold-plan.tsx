import { Button, EmptyState } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/user-gold-plan';
import { AccountLayout } from '../features/account/account-layout';
import { pageMeta, rootDataOf } from '../features/seo/page-meta';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Gold purchase plan', noindex: true });

/**
 * The gold purchase plan: monthly instalments towards a piece. Joining online comes with the money flows
 * (issue 7); until then the page says where to join and what the plan is.
 */
export default function GoldPlanPage() {
  return (
    <AccountLayout title="Gold purchase plan" lead="Set aside a fixed amount each month and redeem it, with a bonus, against jewellery.">
      <EmptyState
        icon="calendar"
        title="You have not joined a plan"
        description="Your plans, their instalment schedule and payments will show here. Joining online is not open yet: any of our stores can enrol you today."
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
