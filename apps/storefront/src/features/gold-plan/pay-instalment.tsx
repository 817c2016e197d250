// The form's look comes with the page, whose HTML draws the form before its code comes (and without script at all).
import '@aurelia/ui/radio-group.css';
import { latePart } from '../../shared/late-part';

export interface PayInstalmentProps {
  /** The instalment's UUID (its payment page's id). */
  paymentUuid: string;
  number: number;
  amount: number;
  /** The submit button's words; "Pay instalment N" by default. */
  label?: string;
}

/**
 * Paying an instalment (the plan's page, the instalment's, a failed payment's): hydrated just after the page, as the
 * choice of method and the request are wanted only once the shopper pays (late-part.tsx).
 */
export const payInstalmentPart = latePart<PayInstalmentProps>(() => import('./pay-instalment-form'));
export const PayInstalment = payInstalmentPart.Late;
