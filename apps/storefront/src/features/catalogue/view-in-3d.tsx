import { Button } from '@aurelia/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import { toastRequested } from '../toasts';
import type { ViewIn3dPanelProps } from './view-in-3d-panel';

let loadedPanel: ComponentType<ViewIn3dPanelProps> | undefined;
const loadPanel = () =>
  import('./view-in-3d-panel').then((module) => {
    loadedPanel = module.ViewIn3dPanel;
    return module.ViewIn3dPanel;
  });

/**
 * "View in 3D" under the product's pictures. Only this button is in the page's first load: the dialog's code comes
 * once the page is idle (about 20 KB), so that a press opens the dialog in its own frame; the three.js scene inside
 * it (about 160 KB) only when the dialog opens.
 */
export function ViewIn3d({ product }: { product: ViewIn3dPanelProps['product'] }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ViewIn3dPanelProps> | undefined>(() => loadedPanel);
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Failing here, the fetch fails again at the press, which tells the shopper.
    const prefetch = () => void loadPanel().catch(() => undefined);
    // Once the page is idle, as shared/when-idle.ts schedules: importing that here would make it a file of its own
    // in every page's first load (the root and this page would share it).
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
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
          if (Panel) return;
          if (loadedPanel) {
            setPanel(() => loadedPanel);
            return;
          }
          loadPanel()
            .then((loaded) => setPanel(() => loaded))
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
