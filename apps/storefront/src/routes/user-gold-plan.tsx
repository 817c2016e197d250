import '../features/checkout/checkout.css';
import '../features/gold-plan/gold-plan.css';
import { isHttpError } from '@aurelia/api-client/errors';
import type { GoldPlan, GoldPlanSubscriptionSummary } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Badge, Button, EmptyState } from '@aurelia/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/user-gold-plan';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { STANDING_LABELS, STANDING_TONES, planDate, planPaths } from '../features/gold-plan/gold-plan-labels';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { lazyDrawn } from '../shared/lazy-part';

// The plans on offer hydrate just after the shopper's own plans: their forms are most of the page's script. The
// server's HTML draws them meanwhile (an amount typed before then is kept).
const PlanOffers = lazyDrawn(() => import('../features/gold-plan/plan-offers'));

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  try {
    const [plans, subscriptions] = await Promise.all([api.getGoldPlans(), api.getGoldPlanSubscriptions()]);
    return { plans: plans.data, subscriptions: subscriptions.data, expired: false };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { plans: [] as GoldPlan[], subscriptions: [] as GoldPlanSubscriptionSummary[], expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Gold purchase plan', noindex: true });

/** The gold purchase plan: the shopper's subscriptions, then the plans they can join. */
export default function GoldPlanPage({ loaderData }: Route.ComponentProps) {
  const { plans, subscriptions, expired } = loaderData;
  useExpiredSession(expired);
  return (
    <AccountLayout title="Gold purchase plan" lead="Set aside a fixed amount each month and redeem it, with a bonus, against jewellery.">
      <section className="sf-plan-section" aria-labelledby="my-plans">
        <h2 id="my-plans" className="sf-plan-section__title">
          Your plans
        </h2>
        {subscriptions.length === 0 ? (
          <EmptyState icon="calendar" title="You have not joined a plan" description="Choose a plan below: your instalment schedule and payments will show here." />
        ) : (
          <ul className="sf-orders" aria-label="Your plans">
            {subscriptions.map((subscription) => (
              <SubscriptionItem key={subscription.uuid} subscription={subscription} />
            ))}
          </ul>
        )}
      </section>
      <section className="sf-plan-section" aria-labelledby="join-plan">
        <h2 id="join-plan" className="sf-plan-section__title">
          Join a plan
        </h2>
        <Suspense fallback={null}>
          <PlanOffers plans={plans} />
        </Suspense>
      </section>
    </AccountLayout>
  );
}

function SubscriptionItem({ subscription }: { subscription: GoldPlanSubscriptionSummary }) {
  const next = subscription.next_payable;
  return (
    <li className="sf-orders__item">
      <h3 className="sf-orders__number">
        <Link to={planPaths.subscription(subscription.uuid)}>{subscription.plan.name}</Link>
      </h3>
      <p className="sf-orders__meta">
        {formatInr(subscription.instalment_amount)} a month since {planDate(subscription.started_on)} · {subscription.instalments_paid} of{' '}
        {subscription.instalment_count} paid · matures {planDate(subscription.maturity_date)}
      </p>
      <p className="sf-orders__status">
        <Badge tone={STANDING_TONES[subscription.standing]}>{STANDING_LABELS[subscription.standing]}</Badge>{' '}
        {next && <span>Instalment {next.number} due {planDate(next.due_on)}</span>}
      </p>
      <p className="sf-orders__total">{formatInr(subscription.paid_amount)} paid</p>
      {next && (
        <Button asChild variant="secondary" size="sm">
          <Link to={planPaths.payment(next.uuid)}>Pay instalment {next.number}</Link>
        </Button>
      )}
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
