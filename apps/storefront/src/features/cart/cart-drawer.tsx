import { Button } from '@aurelia/ui';
import { Suspense, useEffect } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { countLabel } from '../../shared/count-label';
import { lazyPart, useDialogButton, useOpenedPart, usePrefetchWhenIdle } from '../../shared/lazy-part';
import { CountedIcon } from '../../shared/counted-icon';
import { whenIdle } from '../../shared/when-idle';
import { prefetchCartRequests } from './cart-actions';
import { selectCartCount } from './cart-slice';

const panel = lazyPart(() => import('./cart-drawer-panel'));

/**
 * The bag button in the header with its count. The drawer (a modal dialog) is not part of the page's first load:
 * its code and the cart's requests are fetched once the page is idle after hydration (or when the shopper points at
 * or focuses the button first) and the drawer drawn closed (kept drawn, hidden), so a tap only shows it, in its own
 * frame, rather than once its code has come over a slow line; the answer to an add never waits for the requests.
 */
export function CartDrawer() {
  const count = useAppSelector(selectCartCount);
  useEffect(() => whenIdle(prefetchCartRequests), []);
  const { open, onOpenChange, button } = useDialogButton();
  const [Panel, showPanel] = useOpenedPart(panel);
  usePrefetchWhenIdle(panel, undefined, showPanel);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        className="au-icon-button sf-header__icon"
        aria-label={countLabel('Bag', count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Bag"
        onPointerEnter={panel.prefetch}
        onFocus={panel.prefetch}
        onClick={() => {
          showPanel();
          onOpenChange(true);
        }}
      >
        <CountedIcon icon="cart" count={count} />
      </Button>
      {Panel && (
        <Suspense fallback={null}>
          <Panel open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
