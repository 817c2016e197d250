import '../features/gold-plan/gold-plan.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { GoldPlanSubscription } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert, Badge } from '@aurelia/ui';
import { data, Link } from 'react-router';
import type { Route } from './+types/user-gold-plan-subscription';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { INSTALMENT_STATE_LABELS, INSTALMENT_STATE_TONES, STANDING_LABELS, STANDING_TONES, planDate, planPaths } from '../features/gold-plan/gold-plan-labels';
import { PlanPayout, planPayoutPart } from '../features/gold-plan/plan-payout';
import { PayInstalment, payInstalmentPart } from '../features/gold-plan/pay-instalment';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { withParts } from '../shared/lazy-part';

/** On a navigation the payment's and the payout's forms come with the page's data (they hydrate after the page). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, payInstalmentPart, planPayoutPart);

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { data: subscription } = await serverApi(request).getGoldPlanSubscription(params.uuid);
    return { subscription: subscription as GoldPlanSubscription | null, expired: false };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) throw data(`No plan “${params.uuid}” in your account`, { status: 404 });
    if (isHttpError(error) && error.status === 401) return { subscription: null, expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches, loaderData }) =>
  pageOrErrorMeta(error, matches, { name: loaderData?.subscription?.plan.name ?? 'Gold purchase plan', noindex: true });

/** One subscription: progress, maturity, bonus, the schedule, and paying the instalment that is due. */
export default function GoldPlanSubscriptionPage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const subscription = loaderData.subscription;
  if (!subscription) return null;
  const next = subscription.next_payable;
  return (
    <AccountLayout title={subscription.plan.name} lead={`${formatInr(subscription.instalment_amount)} a month since ${planDate(subscription.started_on)}`}>
      <p>
        <Badge tone={STANDING_TONES[subscription.standing]}>{STANDING_LABELS[subscription.standing]}</Badge>
      </p>
      <dl className="sf-plan-facts">
        <div>
          <dt>Paid</dt>
          <dd>
            {subscription.instalments_paid} of {subscription.instalment_count} instalments · {formatInr(subscription.paid_amount)}
          </dd>
        </div>
        <div>
          <dt>Bonus earned so far</dt>
          <dd>{formatInr(subscription.bonus_so_far)}</dd>
        </div>
        <div>
          <dt>Matures on</dt>
          <dd>{planDate(subscription.maturity_date)}</dd>
        </div>
        <div>
          <dt>Redeem by</dt>
          <dd>{planDate(subscription.redeem_until)}</dd>
        </div>
      </dl>
      <progress className="sf-plan-progress" max={subscription.instalment_count} value={subscription.instalments_paid} aria-label="Instalments paid">
        {subscription.instalments_paid} of {subscription.instalment_count}
      </progress>

      <PlanPayout subscription={subscription} />

      {next && (
        <section className="sf-plan-section" aria-labelledby="pay-next">
          <h2 id="pay-next" className="sf-plan-section__title">
            Instalment {next.number}: {formatInr(next.amount)}, due {planDate(next.due_on)}
          </h2>
          {next.state === 'overdue' && <Alert tone="warning" title="This instalment is overdue">Paid now, it no longer earns its part of the bonus, but it keeps your plan going.</Alert>}
          <PayInstalment paymentUuid={next.uuid} number={next.number} amount={next.amount} />
        </section>
      )}

      <section className="sf-plan-section" aria-labelledby="schedule">
        <h2 id="schedule" className="sf-plan-section__title">
          Schedule
        </h2>
        <ol className="sf-plan-schedule" aria-label="Instalments">
          {subscription.schedule.map((instalment) => (
            <li key={instalment.number} className="sf-plan-schedule__item">
              <Link to={planPaths.payment(instalment.uuid)}>Instalment {instalment.number}</Link>
              <span>{instalment.paid_on ? `Paid ${planDate(instalment.paid_on)}` : `Due ${planDate(instalment.due_on)}`}</span>
              <Badge tone={INSTALMENT_STATE_TONES[instalment.state]}>{INSTALMENT_STATE_LABELS[instalment.state]}</Badge>
            </li>
          ))}
        </ol>
      </section>
      <p>
        <Link to={planPaths.overview}>All your plans</Link>
      </p>
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
