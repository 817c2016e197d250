import { Button } from '@aurelia/ui';
import { useRef, useState, type ComponentType } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import { toastRequested } from '../toasts';
import type { ViewIn3dPanelProps } from './view-in-3d-panel';

/**
 * "View in 3D" under the product's pictures. Only this button is in the page's first load: the dialog, and the
 * three.js scene inside it, are fetched when it is pressed.
 */
export function ViewIn3d({ product }: { product: ViewIn3dPanelProps['product'] }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ViewIn3dPanelProps>>();
  const dispatch = useAppDispatch();
  return (
    <>
      <Button
        ref={button}
        // Busy while the dialog's code comes (on a slow phone a moment): the press shows it was taken.
        loading={open && !Panel}
        aria-expanded={open}
        aria-haspopup="dialog"
        variant="secondary"
        onClick={() => {
          setOpen(true);
          import('./view-in-3d-panel')
            .then((module) => setPanel(() => module.ViewIn3dPanel))
            .catch(() => {
              setOpen(false);
              dispatch(toastRequested('The 3D view could not be shown', 'danger', SHOP_UNREACHABLE));
            });
        }}
      >
        View in 3D
      </Button>
      {Panel && (
        <Panel
          product={product}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            // Opened from state, not by a dialog trigger: focus goes back to the button by hand.
            if (!next) requestAnimationFrame(() => button.current?.focus());
          }}
        />
      )}
    </>
  );
}
