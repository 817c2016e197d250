import type { ProviderMethod } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert, Button } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ProviderMethodChoice } from '../../shared/provider-method-choice';
import { planSubmissionReset, selectPlanSubmission } from './gold-plan-slice';
import { payInstalment } from './gold-plan-thunks';
import type { PayInstalmentProps } from './pay-instalment';

/**
 * Pay an instalment: how to pay, then the provider's page, which comes back to the transaction status. Hydrated after
 * the page (pay-instalment.tsx).
 */
export default function PayInstalmentForm({ paymentUuid, number, amount, label }: PayInstalmentProps) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectPlanSubmission(state, 'pay'));
  const [method, setMethod] = useState<ProviderMethod>('upi');
  useEffect(() => {
    dispatch(planSubmissionReset('pay'));
  }, [dispatch, paymentUuid]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await dispatch(payInstalment({ paymentUuid, payment_method: method }));
    if (!payInstalment.fulfilled.match(result) || !result.payload.ok) return;
    const payUrl = result.payload.value.pay_url;
    if (payUrl) window.location.assign(payUrl);
  };

  const failed = submission?.status === 'failed';
  return (
    <form className="sf-plan-pay" method="post" noValidate aria-label={`Pay instalment ${number}`} onSubmit={(event) => void submit(event)}>
      {failed && submission.error && (
        <Alert tone="danger" title="The instalment was not paid">
          {submission.error}
        </Alert>
      )}
      <ProviderMethodChoice variant="card" value={method} onChange={setMethod} errors={failed ? (submission.errors ?? undefined) : undefined} />
      <Button type="submit" variant="primary" loading={submission?.status === 'pending' || submission?.status === 'succeeded'}>
        {label ?? `Pay instalment ${number}: ${formatInr(amount)}`}
      </Button>
    </form>
  );
}
