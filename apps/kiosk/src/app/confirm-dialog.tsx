import { Button, Dialog, DialogClose } from '@aurelia/ui';

/** Asks before an action that cannot be taken back: "Keep it" closes, the danger button acts and closes. */
export function ConfirmDialog({
  title,
  description,
  label,
  confirm,
  disabled,
  onConfirm,
}: {
  title: string;
  description: string;
  /** The trigger's words. */
  label: string;
  /** The danger button's words. */
  confirm: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      trigger={
        <Button variant="ghost" size="xl" disabled={disabled}>
          {label}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="xl">
              Keep it
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger" size="xl" onClick={onConfirm}>
              {confirm}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
