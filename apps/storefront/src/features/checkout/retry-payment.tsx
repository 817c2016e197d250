// The form's look comes with the page, whose HTML draws the form before its code comes (and without script at all).
import '@aurelia/ui/radio-group.css';
import type { ProviderMethod } from '@aurelia/contracts';
import { latePart } from '../../shared/late-part';

export interface RetryPaymentProps {
  orderNumber: string;
  /** The method chosen first; another may be picked. */
  defaultMethod: ProviderMethod;
  /** The button's words: "Pay now", "Try again". */
  action: string;
}

/**
 * A new attempt to pay an unpaid order (an order's page, a failed checkout's): hydrated just after the page, as the
 * choice of method and the request are wanted only by the shopper who pays again (late-part.tsx).
 */
export const retryPaymentPart = latePart<RetryPaymentProps>(() => import('./retry-payment-form'));
export const RetryPayment = retryPaymentPart.Late;
