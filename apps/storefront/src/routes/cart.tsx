import '../features/checkout/checkout.css';
import { canCheckout, cartItemKey, cartQuantity, formatInr } from '@aurelia/domain';
import { Alert, Button, OrderSummary } from '@aurelia/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Route } from './+types/cart';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { selectIsSignedIn } from '../shared/session';
import { lazyPart } from '../shared/lazy-part';
import { PendingButtonLink } from '../shared/pending-button-link';
import { whenIdle } from '../shared/when-idle';
import { EmptyBag } from '../features/cart/empty-bag';
import { useBagCheck } from '../features/cart/use-bag-check';
import { selectCart, selectCartTotal, selectTemporaryCart, selectUnavailableLines } from '../features/cart/cart-slice';
import { restoreTemporaryCart, saveAllForLater } from '../features/cart/cart-actions';
import { pageOrErrorMeta } from '../seo/page-meta';
import { selectSettings } from '../features/settings/settings-slice';
import { RouteErrorBoundary } from '../shell/route-error';

// Signing in at the bag hydrates just after the lines and totals (its code step and thunks are a third of the page's
// script).
const loadBagSignIn = () => import('../features/auth/bag-sign-in');
const BagSignIn = lazy(() => loadBagSignIn().then(({ BagSignIn }) => ({ default: BagSignIn })));
/**
 * The lines are the browser's to draw (the bag is kept in its storage, restored once the page has hydrated): their
 * code (the lines, the quantity stepper and its field) comes alongside that restoring rather than before hydration,
 * and with the page's data when the bag is reached by a link.
 */
const linesPart = lazyPart<{ onNavigate?: () => void }>(() => import('../features/cart/cart-lines').then(({ CartLines }) => ({ default: CartLines })));

export async function clientLoader() {
  await linesPart.load().catch(() => undefined);
  return null;
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Your bag', noindex: true });

export default function CartPage() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const temporary = useAppSelector(selectTemporaryCart);
  const total = useAppSelector(selectCartTotal);
  const signedIn = useAppSelector(selectIsSignedIn);
  const settings = useAppSelector(selectSettings);
  const open = canCheckout(settings);
  const count = cartQuantity(cart.items);
  const saved = cartQuantity(temporary.items);
  const unavailable = useAppSelector(selectUnavailableLines);
  const { unchecked, checking, checkAgain } = useBagCheck();
  const [CartLines] = useState(linesPart.current);
  useEffect(() => void linesPart.load().catch(() => undefined), []);
  // A signed-in shopper's "Check out" draws checkout's form at once: its code, hydrated after checkout's page when
  // that is opened afresh, is fetched here once the page is idle.
  const mayCheckOut = signedIn && open && count > 0;
  useEffect(
    () =>
      mayCheckOut
        ? whenIdle(() => void import('../features/checkout/checkout-form-part').then(({ checkoutFormPart }) => checkoutFormPart.load()).catch(() => undefined))
        : undefined,
    [mayCheckOut],
  );

  return (
    <div className="sf-page sf-cart">
      <header className="sf-page__header">
        <h1 className="sf-page__title">Your bag</h1>
      </header>
      {count === 0 ? (
        <EmptyBag description={saved > 0 ? 'Pieces you saved for later are below.' : 'Find something you love and add it here.'} />
      ) : (
        <div className="sf-cart__layout">
          <section aria-labelledby="bag-lines-title">
            <h2 id="bag-lines-title" className="au-sr-only">
              Pieces in your bag
            </h2>
            <Suspense fallback={<p className="sf-cart__lines-pending">Showing your pieces…</p>}>
              <CartLines />
            </Suspense>
            <Button variant="ghost" onClick={() => void dispatch(saveAllForLater())}>
              Save all for later
            </Button>
          </section>
          <OrderSummary
            title="Order summary"
            rows={[{ label: `Subtotal (${count} ${count === 1 ? 'piece' : 'pieces'})`, amount: total }]}
            total={total}
          >
            <p className="sf-cart__note">Prices include 3% GST. Shipping and offers are worked out at checkout.</p>
            {unchecked && (
              <Alert
                className="sf-cart__unchecked"
                title="We could not check your bag just now"
                actions={
                  <Button variant="secondary" loading={checking} onClick={checkAgain}>
                    Check again
                  </Button>
                }
              >
                Your pieces are kept. Whether each can still be had is asked again when you check out.
              </Alert>
            )}
            {!open ? (
              <Alert tone="warning" title="Checkout is paused">
                The store is closed for now. Your bag is kept; you can check out when we reopen.
              </Alert>
            ) : unavailable.length > 0 ? (
              <Alert tone="warning" title="Some pieces cannot be bought now">
                Someone bought them meanwhile. Lower their quantity or remove them to check out.
              </Alert>
            ) : signedIn ? (
              <PendingButtonLink to="/checkout" size="lg" fullWidth>
                Check out · {formatInr(total)}
              </PendingButtonLink>
            ) : (
              <Suspense fallback={<BagSignInPending />}>
                <BagSignIn />
              </Suspense>
            )}
          </OrderSummary>
        </div>
      )}
      {saved > 0 && (
        <section className="sf-section" aria-labelledby="saved-title">
          <h2 id="saved-title" className="sf-section__title">
            Saved for later ({saved})
          </h2>
          <ul className="sf-saved-list">
            {temporary.items.map((item) => (
              <li key={cartItemKey(item)}>
                <span>{item.name}</span> <span>× {item.quantity}</span> <span>{formatInr(item.price)}</span>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => void dispatch(restoreTemporaryCart())}>
            Move all back to bag
          </Button>
        </section>
      )}
    </div>
  );
}

/** Holds the sign-in's place while its code arrives on a visit that did not start on this page. */
function BagSignInPending() {
  return (
    <section className="sf-bag-sign-in" aria-busy="true" aria-labelledby="bag-sign-in-title">
      <h3 id="bag-sign-in-title" className="sf-bag-sign-in__title">
        Sign in to check out
      </h3>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
