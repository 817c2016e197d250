import { formatInr } from '@aurelia/domain';
import { Alert, Button } from '@aurelia/ui';
import { Link, useRevalidator } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { planDate } from './gold-plan-labels';
import { selectIssuedCode, selectPlanSubmission } from './gold-plan-slice';
import { payOutPlan } from './gold-plan-thunks';
import type { PlanPayoutProps } from './plan-payout';

/**
 * Redeeming a matured plan, closing one early, or the gift card its value became. Hydrated after the page
 * (plan-payout.tsx).
 */
export default function PlanPayoutForm({ subscription }: PlanPayoutProps) {
  const dispatch = useAppDispatch();
  const { revalidate } = useRevalidator();
  const submission = useAppSelector((state) => selectPlanSubmission(state, 'payout'));
  const code = useAppSelector((state) => selectIssuedCode(state, subscription.uuid));
  const payOut = async (kind: 'redeem' | 'close') => {
    const result = await dispatch(payOutPlan({ uuid: subscription.uuid, kind }));
    if (payOutPlan.fulfilled.match(result) && result.payload.ok) void revalidate();
  };
  const pending = submission?.status === 'pending';
  const failed = submission?.status === 'failed' && submission.key === subscription.uuid;
  return (
    <>
      {failed && submission.error && (
        <Alert tone="danger" title="The plan was not paid out">
          {submission.error}
        </Alert>
      )}
      {(subscription.gift_card || code) && (
        <Alert tone="success" title={subscription.gift_card ? `Your plan’s value is a gift card of ${formatInr(subscription.gift_card.amount)}` : 'Your plan’s value is now a gift card'}>
          {code ? (
            <>
              Its code is <strong className="sf-plan-code">{code}</strong>. We have emailed it to you too; enter it in the gift card field at checkout.
            </>
          ) : (
            <>Card {subscription.gift_card?.masked_code}: the code is in your email. Enter it in the gift card field at checkout or show it in any of our stores.</>
          )}
        </Alert>
      )}
      {subscription.redeemable_value !== null && !code && (
        <Alert tone="info" title={`Your plan has matured: ${formatInr(subscription.redeemable_value)} to spend on jewellery`}>
          <p>
            That is {formatInr(subscription.paid_amount)} you paid and a bonus of {formatInr(subscription.bonus_so_far)}. Redeem it
            by {planDate(subscription.redeem_until)} as a gift card for the shop and our stores.
          </p>
          <Button variant="primary" loading={pending} onClick={() => void payOut('redeem')}>
            Redeem {formatInr(subscription.redeemable_value)}
          </Button>
        </Alert>
      )}
      {subscription.can_close_early && !code && (
        <details className="sf-plan-close">
          <summary>Close this plan early</summary>
          <p>You get the {formatInr(subscription.paid_amount)} you paid as a gift card, without the bonus. This cannot be undone.</p>
          <Button variant="secondary" loading={pending} onClick={() => void payOut('close')}>
            Close early and take {formatInr(subscription.paid_amount)}
          </Button>
        </details>
      )}
      {subscription.standing === 'lapsed' && (
        <Alert tone="warning" title="The time to redeem this plan has ended">
          The {formatInr(subscription.paid_amount)} you paid is still yours: please visit one of our <Link to="/stores">stores</Link>.
        </Alert>
      )}
    </>
  );
}
