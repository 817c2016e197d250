import type { Payment } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert } from '@aurelia/ui';
import { Link } from 'react-router';
import { paymentOutcomeOf } from '../features/checkout/payment-outcome';
import { PaymentWaiting } from '../features/checkout/payment-waiting';
import { OutcomeActions } from '../shared/outcome-actions';

/**
 * Where the provider sends a gift card's buyer back: the wait for the bank's answer, then whether the card is paid.
 * Nothing in it is pressed but links, so its page (giftcards-checkout.tsx, whose part it is: not a route of its own)
 * hydrates it after the rest (lazy-part.ts).
 */
export default function GiftCardOutcome({ payment }: { payment: Payment }) {
  const outcome = paymentOutcomeOf(payment);
  if (outcome === 'waiting') {
    return (
      <PaymentWaiting
        payment={payment}
        late={
          <p>
            Your bank has not answered yet. <Link to="/giftcards">Your gift cards</Link> show the card once it is paid.
          </p>
        }
      />
    );
  }
  return (
    <div className="sf-outcome">
      {outcome === 'paid' ? (
        <Alert tone="success" title="Thank you: your gift card is paid">
          We have received {formatInr(payment.amount)}. The card’s code is on its way to the recipient’s email.
        </Alert>
      ) : (
        <Alert tone="danger" title="Your gift card was not paid">
          {payment.refund_due
            ? 'The payment arrived after this card could no longer be issued, so it will be refunded in full.'
            : `${payment.failure_reason ?? 'The payment was not completed.'} No money has been taken.`}
        </Alert>
      )}
      <OutcomeActions
        links={[
          outcome === 'paid'
            ? { to: '/giftcards/checkout', label: 'Buy another gift card', variant: 'secondary' }
            : { to: '/giftcards/checkout', label: 'Try again', variant: 'primary' },
          { to: '/giftcards', label: 'Your gift cards', variant: 'ghost' },
        ]}
      />
    </div>
  );
}
