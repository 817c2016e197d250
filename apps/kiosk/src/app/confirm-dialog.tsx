import { Button, Dialog, DialogClose } from '@aurelia/ui';

/**
 * Asks before an action that cannot be taken back: "Keep it" closes, the danger button acts and closes. With
 * `label` it brings its own trigger; without, a menu opens it through `open` and `onOpenChange`.
 */
export function ConfirmDialog({
  title,
  description,
  label,
  confirm,
  disabled,
  onConfirm,
  open,
  onOpenChange,
}: {
  title: string;
  description: string;
  /** The trigger's words; none when the dialog is opened from state. */
  label?: string;
  /** The danger button's words. */
  confirm: string;
  disabled?: boolean;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={
        label === undefined ? undefined : (
          <Button variant="ghost" size="xl" disabled={disabled}>
            {label}
          </Button>
        )
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
