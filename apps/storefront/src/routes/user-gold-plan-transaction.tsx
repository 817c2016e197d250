import '../features/checkout/checkout.css';
import '../features/gold-plan/gold-plan.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { GoldPlanTransaction } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert } from '@aurelia/ui';
import { data } from 'react-router';
import type { Route } from './+types/user-gold-plan-transaction';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { planPaths } from '../features/gold-plan/gold-plan-labels';
import { PayInstalment, payInstalmentPart } from '../features/gold-plan/pay-instalment';
import { useTransactionPoll } from '../features/gold-plan/use-transaction-poll';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { OutcomeActions } from '../shared/outcome-actions';
import { WaitingForBank } from '../shared/waiting-for-bank';
import { withParts } from '../shared/lazy-part';

/** On a navigation the payment's form comes with the page's data (it hydrates after the page: late-part.tsx). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, payInstalmentPart);

/** Where the provider sends the shopper back after paying an instalment. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverApi(request);
  try {
    const { data: transaction } = await api.getGoldPlanTransaction(params.transactionNumber);
    // After a decline the page offers a retry only while that instalment is still the one to pay.
    const retryable = transaction.status === 'failed' || transaction.status === 'cancelled' || transaction.refund_due ? (await api.getGoldPlanPayment(transaction.payment_uuid)).data.payable : false;
    // The links are written here: the plan's paths stay out of the page's script.
    const links = { plan: planPaths.subscription(transaction.subscription_uuid), payment: planPaths.payment(transaction.payment_uuid) };
    return { transaction: transaction as GoldPlanTransaction | null, retryable, links, expired: false };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) throw data(`No transaction “${params.transactionNumber}” in your account`, { status: 404 });
    if (isHttpError(error) && error.status === 401) return { transaction: null, retryable: false, links: null, expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Transaction status', noindex: true });

/** Pending (asked again until the provider answers), success, or failure with what to do next. */
export default function GoldPlanTransactionPage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const { transaction, retryable, links } = loaderData;
  if (!transaction || !links) return null;
  return (
    <AccountLayout title="Transaction status" lead={`${transaction.transaction_number} · ${transaction.plan_name}, instalment ${transaction.instalment_number}`}>
      <div className="sf-outcome">
        {transaction.status === 'pending' ? (
          <Waiting key={transaction.transaction_number} transaction={transaction} />
        ) : transaction.status === 'paid' && !transaction.refund_due ? (
          <Alert tone="success" title={`Instalment ${transaction.instalment_number} is paid`}>
            We have received {formatInr(transaction.amount)}. Thank you: your plan’s schedule shows it paid.
          </Alert>
        ) : (
          <>
            <Alert tone="danger" title={`Instalment ${transaction.instalment_number} was not paid`}>
              {transaction.refund_due
                ? 'The payment arrived after this instalment had already been paid, so it will be refunded in full.'
                : `${transaction.failure_reason ?? 'The payment was not completed.'} No money has been taken.`}
            </Alert>
            {retryable && <PayInstalment paymentUuid={transaction.payment_uuid} number={transaction.instalment_number} amount={transaction.amount} label="Try again" />}
          </>
        )}
        <OutcomeActions
          links={[
            { to: links.plan, label: 'Back to the plan', variant: 'secondary' },
            { to: links.payment, label: 'Payments of this instalment', variant: 'ghost' },
          ]}
        />
      </div>
    </AccountLayout>
  );
}

function Waiting({ transaction }: { transaction: GoldPlanTransaction }) {
  const state = useTransactionPoll(transaction);
  return (
    <WaitingForBank
      waiting={state === 'waiting'}
      amount={transaction.amount}
      late={<p>Your bank has not answered yet. Your plan shows the instalment paid as soon as it does; nothing is charged twice.</p>}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
