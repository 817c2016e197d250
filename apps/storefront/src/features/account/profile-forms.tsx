import { Alert, Button, PasswordField, PhoneField, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { toastRequested } from '../toasts';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import type { ProfileFormsProps } from './profile-forms-part';
import { RefusalSummary, usePrefetchedRefusalSummary } from '../../shared/refusal-summary';
import { selectUser } from '../../shared/session';
import { contactFieldsOf, fieldText, useDeferredFormAction } from '../../shared/use-form-action';
import { useHydrating } from '../../shared/use-hydrating';

/** The forms' requests: fetched once the forms have hydrated, and awaited by a form sent before then. */
const accountRequests = () => import('./account-thunks');
const profileRequest = () => accountRequests().then((module) => module.updateProfile);
const passwordRequest = () => accountRequests().then((module) => module.changePassword);

/**
 * The shopper's details (name, email, phone; the current password to change the email) and a password change,
 * each sent to the API, which validates it again. Hydrated after the profile page (profile-forms-part.ts).
 */
export default function ProfileForms({ drawnWith }: ProfileFormsProps) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectUser);
  // Hydrated with the user the server drew, then drawn with the store's: the page takes up the server's fresh copy
  // before the forms' code may have come (a verified address would then not be the one drawn).
  const user = useHydrating() ? drawnWith : stored;
  usePrefetchedRefusalSummary();
  const [details, saveDetails] = useDeferredFormAction(profileRequest);
  const [password, savePassword] = useDeferredFormAction(passwordRequest);
  // A new key empties a form (its fields hold their own state) after a change.
  const [passwordRound, setPasswordRound] = useState(0);
  const [detailsRound, setDetailsRound] = useState(0);
  if (!user) return null;

  const submitDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const currentPassword = fieldText(form, 'current_password');
    const outcome = await saveDetails({
      ...contactFieldsOf(form),
      ...(currentPassword ? { current_password: currentPassword } : {}),
    });
    if (!outcome.ok) return;
    setDetailsRound((round) => round + 1);
    if (outcome.value.pending_email) {
      dispatch(toastRequested('Check your new email', 'success', `Open the link we sent to ${outcome.value.pending_email} to switch to it.`));
    } else dispatch(toastRequested('Your details are saved', 'success'));
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await savePassword({
      current_password: fieldText(form, 'current_password'),
      password: fieldText(form, 'password'),
      password_confirmation: fieldText(form, 'password_confirmation'),
    });
    if (outcome.ok) {
      setPasswordRound((round) => round + 1);
      dispatch(toastRequested('Your password is changed', 'success'));
    }
  };

  return (
    <div className="sf-account__forms">
      <form
        key={`details-${detailsRound}`}
        className="sf-account__card"
        method="post"
        noValidate
        aria-labelledby="profile-details"
        onSubmit={(event) => void submitDetails(event)}
      >
        <h2 id="profile-details" className="sf-account__card-title">
          Your details
        </h2>
        {details.status === 'failed' && <RefusalSummary message={details.error} errors={details.errors} />}
        {details.status === 'succeeded' && <Alert tone="success">Saved.</Alert>}
        <TextField label="Full name" name="name" autoComplete="name" required defaultValue={user.name} errors={details.errors} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={user.email} errors={details.errors} />
        <EmailStanding verified={user.email_verified_at !== null} pendingEmail={user.pending_email ?? null} />
        <PhoneField label="Mobile number" required defaultValue={user.phone} defaultCountry={user.phone_country_code || 'IN'} errors={details.errors} />
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          description="Needed only to change your email."
          errors={details.errors}
        />
        <Button type="submit" variant="primary" loading={details.status === 'pending'}>
          Save details
        </Button>
      </form>
      <form
        key={passwordRound}
        className="sf-account__card"
        method="post"
        noValidate
        aria-labelledby="profile-password"
        onSubmit={(event) => void submitPassword(event)}
      >
        <h2 id="profile-password" className="sf-account__card-title">
          Change password
        </h2>
        {password.status === 'failed' && <RefusalSummary message={password.error} errors={password.errors} />}
        {password.status === 'succeeded' && <Alert tone="success">Your password is changed.</Alert>}
        <PasswordField label="Current password" name="current_password" autoComplete="current-password" required errors={password.errors} />
        <PasswordField label="New password" name="password" required showStrength description="At least 8 characters, with a letter and a digit." errors={password.errors} />
        <PasswordField label="Confirm new password" name="password_confirmation" autoComplete="new-password" required errors={password.errors} />
        <Button type="submit" variant="secondary" loading={password.status === 'pending'}>
          Change password
        </Button>
      </form>
    </div>
  );
}

/** Whether the address is verified, and a new one waiting for its link. */
function EmailStanding({ verified, pendingEmail }: { verified: boolean; pendingEmail: string | null }) {
  if (pendingEmail) {
    return (
      <p className="sf-account__note" role="status">
        Waiting for you to open the link we sent to <strong>{pendingEmail}</strong>; until then your email stays as it is.
      </p>
    );
  }
  if (verified) return null;
  return (
    <p className="sf-account__note" role="status">
      Not verified yet: open the link we emailed you, or sign in with a code. Gift cards sent to you show once it is verified.
    </p>
  );
}
