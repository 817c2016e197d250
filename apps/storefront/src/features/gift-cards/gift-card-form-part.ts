// The form's look comes with the page, whose HTML draws the form before its code comes (and without script at all).
import '@aurelia/ui/radio-group.css';
import '@aurelia/ui/textarea.css';
import '@aurelia/ui/gift-card-preview.css';
import type { GiftCardDesign } from '@aurelia/contracts';
import { latePart } from '../../shared/late-part';

export interface GiftCardFormProps {
  designs: GiftCardDesign[];
  /** The shop's name, on the card's preview. */
  brand: string;
}

/**
 * The gift card's form, hydrated just after its page (late-part.tsx): its fields, the live preview and the request
 * are not in the page's first load. A choice made, text typed or a button pressed before its code has come is kept.
 */
export const giftCardFormPart = latePart<GiftCardFormProps>(() => import('./gift-card-form'));
export const GiftCardForm = giftCardFormPart.Late;
