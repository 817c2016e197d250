// The form's look comes with the page, whose HTML draws the form before its code comes (and without script at all).
import '@aurelia/ui/phone-field.css';
import '@aurelia/ui/password-field.css';
import type { User } from '@aurelia/contracts';
import { latePart } from '../../shared/late-part';

export interface ProfileFormsProps {
  /** The user the page was first drawn with. */
  drawnWith: User;
}

/**
 * The profile's two forms, hydrated just after the page (late-part.tsx): their fields, the phone's country list, the
 * password's strength and the requests are wanted only by the shopper who changes something. What is typed or
 * pressed before their code has come is kept.
 */
export const profileFormsPart = latePart<ProfileFormsProps>(() => import('./profile-forms'));
export const ProfileForms = profileFormsPart.Late;
