import type { KioskStaffMember } from '@aurelia/contracts';
import { TextField } from '@aurelia/ui';
import { useAppDispatch } from '../../app/hooks';
import { clearStaffPinLock } from '../device';
import { field, ManagerCredentialsForm } from './manager-credentials-form';

/** A manager lifts a staff member's PIN lock-out at the kiosk, with their password; the API records it. */
export function ManagerClearLock({ member, onDone, onCancel }: { member: KioskStaffMember; onDone: () => void; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ManagerCredentialsForm
      title={`Lift ${member.name}’s lock-out`}
      lead="A manager of this store only. It is recorded with your name."
      submitLabel="Lift the lock-out"
      onCancel={onCancel}
      onSubmit={async (form) => {
        const outcome = await dispatch(
          clearStaffPinLock({ staffId: member.id, email: field(form, 'manager_email'), password: field(form, 'password'), reason: field(form, 'reason') }),
        ).unwrap();
        if (outcome.ok) onDone();
        return outcome;
      }}
      fields={(errors) => <TextField size="xl" label="Reason (optional)" name="reason" errors={errors} />}
    />
  );
}
