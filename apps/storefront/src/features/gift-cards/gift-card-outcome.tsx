import type { Payment } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert } from '@aurelia/ui';
import { OutcomeActions } from '../../shared/outcome-actions';

/**
 * Whether a gift card's payment went through, once the provider has answered, and where to go from there. Nothing in
 * it is pressed but links, so its page hydrates it after the rest (lazy-part.ts); the wait for the answer, which
 * asks the shop again and again, hydrates with the page.
 */
export default function GiftCardOutcome({ payment, paid }: { payment: Payment; paid: boolean }) {
  return (
    <div className="sf-outcome">
      {paid ? (
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
          paid
            ? { to: '/giftcards/checkout', label: 'Buy another gift card', variant: 'secondary' }
            : { to: '/giftcards/checkout', label: 'Try again', variant: 'primary' },
          { to: '/giftcards', label: 'Your gift cards', variant: 'ghost' },
        ]}
      />
    </div>
  );
}
