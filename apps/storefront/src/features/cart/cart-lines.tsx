import { CART_MAX_QUANTITY } from '@aurelia/contracts';
import { cartItemKey, isOneOfAKind, toMinorUnits, fromMinorUnits } from '@aurelia/domain';
import { CartLine } from '@aurelia/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { renderRouterLink } from '../../shared/router-link';
import { selectCart, selectPendingLines, selectUnavailableLines } from './cart-slice';
import { changeQuantity, removeFromCart } from './cart-actions';

/** The bag's lines with quantity (none for a one-of-a-kind piece) and remove; used by the cart drawer and the cart page. */
export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useAppSelector(selectCart);
  const pending = useAppSelector(selectPendingLines);
  const unavailable = useAppSelector(selectUnavailableLines);
  const dispatch = useAppDispatch();
  return (
    <ul className="sf-cart-lines" aria-label="Pieces in your bag">
      {cart.items.map((item) => {
        const key = cartItemKey(item);
        const product = cart.products.find((p) => p.item_id === item.item_id);
        const image = product?.images[0];
        const ref = { item_id: item.item_id, item_type: item.item_type };
        return (
          <CartLine
            key={key}
            name={item.name}
            {...(product ? { href: `/product/${product.slug}`, renderLink: renderRouterLink } : {})}
            {...(image ? { image: { src: image.url, alt: image.alt } } : {})}
            {...(unavailable.includes(key)
              ? { details: <strong className="sf-cart__unavailable">Not available in this quantity any more: lower it or remove the piece.</strong> }
              : {})}
            unitPrice={item.price}
            lineTotal={fromMinorUnits(toMinorUnits(item.price) * item.quantity)}
            quantity={item.quantity}
            maxQuantity={CART_MAX_QUANTITY}
            // A line holding more than one (from before the rule) keeps its stepper, so it can be lowered.
            oneOfAKind={product !== undefined && isOneOfAKind(product) && item.quantity <= 1}
            pending={pending.includes(key)}
            onQuantityChange={(quantity) => void dispatch(changeQuantity({ ...ref, quantity }))}
            onRemove={() => void dispatch(removeFromCart(ref))}
            onClick={(event) => {
              if (onNavigate && (event.target as HTMLElement).closest('a')) onNavigate();
            }}
          />
        );
      })}
    </ul>
  );
}
