import { Button, Dialog, DialogClose } from '@aurelia/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { RefusalAlert, refusalOf, type Refused } from '../../app/refusal';

/** What a dialog's submit does: returns field problems to show (nothing sent), or sends and resolves. */
export type ActionSubmit = (form: FormData) => Promise<void> | Record<string, string>;

/**
 * An action on the order behind a button: a dialog that asks what the action needs, sends it, and closes on
 * success; a refusal (409, 422, 403, 404) is shown in plain words inside it, beside the button that met it,
 * and the dialog stays open so the details can be corrected.
 */
export function ActionDialog({
  label,
  title,
  description,
  submitLabel,
  tone = 'primary',
  onSubmit,
  onDone,
  children,
}: {
  label: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onSubmit: ActionSubmit;
  onDone: () => void;
  children?: (problems: Record<string, string>) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const change = (next: boolean) => {
    setOpen(next);
    if (next) {
      setRefused(null);
      setProblems({});
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(null);
    const outcome = onSubmit(new FormData(event.currentTarget));
    if (!(outcome instanceof Promise)) {
      setProblems(outcome);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await outcome;
      setOpen(false);
      onDone();
    } catch (error) {
      const found = refusalOf(error);
      setRefused(found);
      if (found.errors) setProblems(Object.fromEntries(Object.entries(found.errors).map(([field, messages]) => [field, messages[0] ?? ''])));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant={tone === 'danger' ? 'danger' : 'secondary'} size="sm">
          {label}
        </Button>
      }
      title={title}
      description={description}
    >
      <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate>
        {children?.(problems)}
        {refused && <RefusalAlert key={refused.message} refused={refused} title="Not done" />}
        <div className="bo-actions">
          <Button type="submit" variant={tone} loading={busy}>
            {submitLabel}
          </Button>
          <DialogClose>
            <Button variant="ghost">Keep as it is</Button>
          </DialogClose>
        </div>
      </form>
    </Dialog>
  );
}
