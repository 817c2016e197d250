import { Button } from '@aurelia/ui';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useDialogButton } from '../../shared/lazy-part';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import type { CareDialogProps } from './order-care-dialogs';
import type { OrderView } from './order-details';

/*
 * The order's cancel and return dialogs (Radix's dialog, the return's selects, their requests) come when a button
 * is pointed at, focused or pressed, not with the page: most visits to an order only read it. Should their code not
 * come, the button says the shop could not be reached, and the page stays.
 */
const loadDialogs = () => import('./order-care-dialogs');
const prefetch = () => void loadDialogs().catch(() => undefined);

/** Said in place of a dialog whose code did not come; the button is closed again, and a reload asks anew. */
function Unreachable({ open, onOpenChange }: CareDialogProps) {
  useEffect(() => {
    if (open) onOpenChange(false);
  }, [open, onOpenChange]);
  return (
    <p className="sf-care__problem" role="alert">
      {SHOP_UNREACHABLE}
    </p>
  );
}

const CancelOrderDialog = lazy(() =>
  loadDialogs().then(
    (module) => ({ default: module.CancelOrderDialog }),
    () => ({ default: Unreachable }),
  ),
);
const ReturnItemsDialog = lazy(() =>
  loadDialogs().then(
    (module) => ({ default: module.ReturnItemsDialog }),
    () => ({ default: Unreachable }),
  ),
);

/** The button that opens a dialog, which is drawn from its first opening on (kept for its state and its closing). */
function CareButton<Props extends object>({ label, Dialog, props }: { label: string; Dialog: ComponentType<Props & CareDialogProps>; props: Props }) {
  const { open, onOpenChange, button } = useDialogButton();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          onOpenChange(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense>
          <Dialog {...props} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}

/** "Cancel order" while the shop allows it (order-care-dialogs.tsx). */
export function CancelOrder({ order }: { order: OrderView }) {
  return <CareButton label="Cancel order" Dialog={CancelOrderDialog} props={{ order }} />;
}

/** "Return items" while the return window is open (order-care-dialogs.tsx). */
export function ReturnItems({ order, windowEnds }: { order: OrderView; windowEnds: string | null }) {
  return <CareButton label="Return items" Dialog={ReturnItemsDialog} props={{ order, windowEnds }} />;
}
