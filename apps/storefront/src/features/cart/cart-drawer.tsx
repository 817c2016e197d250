import { Button } from '@aurelia/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { countLabel } from '../../shared/count-label';
import { CountedIcon } from '../../shared/counted-icon';
import { whenIdle } from '../../shared/when-idle';
import { prefetchCartRequests } from './cart-actions';
import { selectCartCount } from './cart-slice';

const loadPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = lazy(loadPanel);

/**
 * The bag button in the header with its count. The drawer (a modal dialog) loads when the shopper points
 * at or focuses the button, so it is ready by the click, and is not part of the page's first load. Once the page
 * is idle after hydration the cart's requests are fetched too, so the answer to an add never waits for them.
 */
export function CartDrawer() {
  const count = useAppSelector(selectCartCount);
  useEffect(() => whenIdle(prefetchCartRequests), []);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The drawer is not opened by a Radix trigger, so it cannot give focus back by itself.
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <CountedIcon icon="cart" count={count} />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawerPanel open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
