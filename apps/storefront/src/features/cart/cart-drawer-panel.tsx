import { formatInr } from '@aurelia/domain';
import { Button, Drawer } from '@aurelia/ui';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/hooks';
import { CartLines } from './cart-lines';
import { EmptyBag } from './empty-bag';
import { selectCartCount, selectCartTotal } from './cart-slice';

/** The drawer the bag button opens: lines, subtotal, a link to the bag page. Drawn closed once the page is idle. */
export default function CartDrawerPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotal);
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      keepDrawn
      onOpenChange={onOpenChange}
      title="Your bag"
      footer={
        count > 0 ? (
          <div className="sf-drawer-footer">
            <p className="sf-drawer-footer__total">
              <span>Subtotal</span> <strong>{formatInr(total)}</strong>
            </p>
            <Button asChild variant="primary">
              <Link to="/cart" onClick={close}>
                View bag and check out
              </Link>
            </Button>
          </div>
        ) : undefined
      }
    >
      {count > 0 ? (
        <CartLines onNavigate={close} />
      ) : (
        <EmptyBag description="Pieces you add appear here." variant="secondary" onNavigate={close} />
      )}
    </Drawer>
  );
}
