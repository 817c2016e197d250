import { formatInr } from '@aurelia/domain';
import { Button, Drawer, EmptyState, Icon } from '@aurelia/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { countLabel } from '../shell/header-icon-link';
import { CartLines } from './cart-lines';
import { selectCartCount, selectCartTotal } from './cart-slice';

/** The bag button in the header and the drawer it opens: lines, subtotal, links to the bag page. */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotal);
  const close = () => setOpen(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="Your bag"
      trigger={
        <Button variant="ghost" className="au-icon-button sf-header__icon" aria-label={countLabel('Bag', count)} title="Bag">
          <Icon name="cart" size={20} />
          {count > 0 && (
            <span className="sf-count" aria-hidden="true">
              {count}
            </span>
          )}
        </Button>
      }
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
        <EmptyState
          icon="cart"
          title="Your bag is empty"
          description="Pieces you add appear here."
          action={
            <Button asChild variant="secondary">
              <Link to="/" onClick={close}>
                Discover jewellery
              </Link>
            </Button>
          }
        />
      )}
    </Drawer>
  );
}
