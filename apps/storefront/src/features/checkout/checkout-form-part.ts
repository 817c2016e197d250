import type { Address, CheckoutSummary, PickupStore } from '@aurelia/contracts';
import { latePart } from '../../shared/late-part';

export interface CheckoutFormProps {
  summary: CheckoutSummary;
  addresses: Address[];
  stores: PickupStore[];
}

/**
 * Checkout's form and the order's summary beside it, hydrated just after the page (late-part.tsx): on a visit from
 * the bag their code comes with the page's data (the route's `clientLoader`); opened afresh, the page's own code
 * (the header, the bag, the menu) is not held back by theirs. What is typed, chosen or pressed before it has come
 * is kept, and the order cannot be placed until it has (its button waits, as every form's does).
 */
export const checkoutFormPart = latePart<CheckoutFormProps>(() => import('./checkout-form'));
export const CheckoutForm = checkoutFormPart.Late;
