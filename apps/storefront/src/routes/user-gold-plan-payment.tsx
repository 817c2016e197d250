import '../features/gold-plan/gold-plan.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { GoldPlanPayment } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Badge } from '@aurelia/ui';
import { data, Link } from 'react-router';
import type { Route } from './+types/user-gold-plan-payment';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { INSTALMENT_STATE_LABELS, INSTALMENT_STATE_TONES, planDate, planPaths } from '../features/gold-plan/gold-plan-labels';
import { PayInstalment, payInstalmentPart } from '../features/gold-plan/pay-instalment';
import { ATTEMPT_STATUS_LABELS, PAYMENT_METHOD_LABELS, orderDate } from '../shared/order-labels';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { withParts } from '../shared/lazy-part';

/**
 * An attempt with its time, method and outcome written on the server (the same text in the browser: no mismatch; the
 * labels stay out of the page's script).
 */
type Attempt = Pick<GoldPlanPayment['transactions'][number], 'transaction_number'> & { started: string; method: string; outcome: string };

/** On a navigation the payment's form comes with the page's data (it hydrates after the page: late-part.tsx). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, payInstalmentPart);

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { data: payment } = await serverApi(request).getGoldPlanPayment(params.paymentUUID);
    const attempts: Attempt[] = payment.transactions.map((transaction) => ({
      transaction_number: transaction.transaction_number,
      started: orderDate(transaction.created_at),
      method: PAYMENT_METHOD_LABELS[transaction.method],
      outcome: transaction.refund_due ? 'Being refunded' : ATTEMPT_STATUS_LABELS[transaction.status],
    }));
    return { payment: payment as GoldPlanPayment | null, attempts, expired: false };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) throw data(`No plan payment “${params.paymentUUID}” in your account`, { status: 404 });
    if (isHttpError(error) && error.status === 401) return { payment: null, attempts: [] as Attempt[], expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Plan payment', noindex: true });

/** One instalment: its amount and dates, every attempt to pay it and how each went, and paying it when it is due. */
export default function GoldPlanPaymentPage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const { payment, attempts } = loaderData;
  if (!payment) return null;
  return (
    <AccountLayout title={`Instalment ${payment.number}`} lead={`${payment.plan_name} · ${formatInr(payment.amount)} due ${planDate(payment.due_on)}`}>
      <p>
        <Badge tone={INSTALMENT_STATE_TONES[payment.state]}>{INSTALMENT_STATE_LABELS[payment.state]}</Badge>
        {payment.paid_on && <span> on {planDate(payment.paid_on)}</span>}
      </p>
      {payment.payable && <PayInstalment paymentUuid={payment.uuid} number={payment.number} amount={payment.amount} />}
      <section className="sf-plan-section" aria-labelledby="attempts">
        <h2 id="attempts" className="sf-plan-section__title">
          Payments
        </h2>
        {attempts.length === 0 ? (
          <p>No payment has been made for this instalment yet.</p>
        ) : (
          <ul className="sf-plan-schedule" aria-label="Payments">
            {attempts.map((attempt) => (
              <li key={attempt.transaction_number} className="sf-plan-schedule__item">
                <Link to={planPaths.transaction(attempt.transaction_number)}>{attempt.transaction_number}</Link>
                <span>
                  {attempt.method} · {attempt.started}
                </span>
                <span>{attempt.outcome}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={planPaths.subscription(payment.subscription_uuid)}>Back to the plan</Link>
      </p>
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
