import type { ProviderMethod } from '@aurelia/contracts';
import { Alert, Button } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ProviderMethodChoice } from '../../shared/provider-method-choice';
import { selectSubmission, submissionReset } from './checkout-slice';
import { retryPayment } from './checkout-thunks';
import type { RetryPaymentProps } from './retry-payment';

/**
 * A new attempt to pay an unpaid order: choose the method, then the browser goes to the provider's page. The
 * attempt is sent with one `Idempotency-Key` however often the button is pressed. Hydrated after the page
 * (retry-payment.tsx).
 */
export default function RetryPaymentForm({ orderNumber, defaultMethod, action }: RetryPaymentProps) {
  const dispatch = useAppDispatch();
  const [method, setMethod] = useState<ProviderMethod>(defaultMethod);
  const submission = useAppSelector((state) => selectSubmission(state, 'payment-retry'));
  const pending = submission?.status === 'pending';
  useEffect(() => {
    dispatch(submissionReset('payment-retry'));
  }, [dispatch, orderNumber]);

  const pay = async () => {
    const result = await dispatch(retryPayment({ orderNumber, payment_method: method }));
    if (!retryPayment.fulfilled.match(result) || !result.payload.ok) return;
    const payUrl = result.payload.value.payment?.pay_url;
    if (payUrl) window.location.assign(payUrl);
  };

  return (
    <div className="sf-retry">
      {submission?.status === 'failed' && submission.error && (
        <Alert tone="danger" title={submission.refusal === 409 ? 'This order cannot be paid any more' : 'The payment could not be started'}>
          {submission.error}
        </Alert>
      )}
      <ProviderMethodChoice value={method} onChange={setMethod} />
      <Button variant="primary" loading={pending || submission?.status === 'succeeded'} onClick={() => void pay()}>
        {action}
      </Button>
    </div>
  );
}
