// The form's look comes with the page, whose HTML draws the form before its code comes (and without script at all).
import '@aurelia/ui/radio-group.css';
import '@aurelia/ui/order-summary.css';
import '@aurelia/ui/trust-row.css';
import { latePart } from '../../shared/late-part';
import type { CheckoutFormProps } from './checkout-form';

/**
 * Checkout's form and the order's summary beside it, hydrated just after the page (late-part.tsx): opened afresh,
 * the page's own code (the header, the bag, the menu) is not held back by theirs. "Place order" does not wait for
 * it: pressed before it has come, the browser posts the form to the page (place-order.server.ts). What is typed or
 * chosen meanwhile is kept. The bag's page fetches it once idle, so that its "Check out" draws the form at once.
 */
export const checkoutFormPart = latePart<CheckoutFormProps>(() => import('./checkout-form'));
export const CheckoutForm = checkoutFormPart.Late;
