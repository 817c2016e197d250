import { TextField } from '@aurelia/ui';
import { useAppDispatch } from '../../app/hooks';
import { unlockThisKiosk } from '../device';
import { field, ManagerCredentialsForm } from './manager-credentials-form';

/** A manager unlocks this kiosk before its lock-out after wrong PINs ends, with a reason; the API records it. */
export function ManagerUnlockKiosk({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ManagerCredentialsForm
      title="Unlock this kiosk"
      lead="A manager of this store only. It is recorded with your name and reason."
      submitLabel="Unlock the kiosk"
      onCancel={onCancel}
      onSubmit={(form) => dispatch(unlockThisKiosk({ email: field(form, 'manager_email'), password: field(form, 'password'), reason: field(form, 'reason') })).unwrap()}
      fields={(errors) => <TextField size="xl" label="Reason" name="reason" required errors={errors} />}
    />
  );
}
