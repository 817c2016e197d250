import { TextField } from '@aurelia/ui';
import { useAppDispatch } from '../../app/hooks';
import { openOutsideHours } from '../device';
import { field, ManagerCredentialsForm } from './manager-credentials-form';

/**
 * A manager opens the counter while the store is closed: a reason, and until when today (the end of the day
 * when left empty). The API records who, why and until when.
 */
export function ManagerOverride({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ManagerCredentialsForm
      title="Open the counter outside hours"
      lead="A manager of this store only. It is recorded with your name and reason."
      submitLabel="Open the counter"
      onCancel={onCancel}
      onSubmit={(form) =>
        dispatch(
          openOutsideHours({ email: field(form, 'manager_email'), password: field(form, 'password'), reason: field(form, 'reason'), until: field(form, 'until') }),
        ).unwrap()
      }
      fields={(errors) => (
        <>
          <TextField size="xl" label="Reason" name="reason" required errors={errors} />
          <TextField size="xl" label="Until (today; empty for the end of the day)" name="until" type="time" errors={errors} />
        </>
      )}
    />
  );
}
