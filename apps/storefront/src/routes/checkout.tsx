import '../features/checkout/checkout.css';
import { newIdempotencyKey } from '@aurelia/api-client';
import { isHttpError } from '@aurelia/api-client/errors';
import type { PickupStore } from '@aurelia/contracts';
import { Alert } from '@aurelia/ui';
import { Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/checkout';
import { FOCUSED_PAGE } from '../features/checkout/focused-frame';
import { useExpiredSession } from '../features/account/use-expired-session';
import type { CheckoutArrival } from '../features/auth/bag-sign-in';
import { EmptyBag } from '../features/cart/empty-bag';
import { CheckoutForm } from '../features/checkout/checkout-form-part';
import { coinsToPreview, fulfilmentOf } from '../features/checkout/checkout-query';
import { placePostedOrder } from '../features/checkout/place-order.server';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';

/**
 * The signed-in shopper's server cart priced for `?fulfilment=` (delivery by default, or pickup at `&store=`)
 * with `&coins=` carat coins previewed,
 * their saved addresses and the stores to pick up at. An empty cart is a page that says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const fulfilment = fulfilmentOf(searchParams.get('fulfilment'));
  const store = fulfilment === 'pickup' ? searchParams.get('store') || undefined : undefined;
  const coins = coinsToPreview(searchParams.get('coins'));
  const api = serverApi(request);
  try {
    const [summary, addresses, stores] = await Promise.all([
      api
        .getCheckoutSummary({ fulfilment, ...(store ? { store } : {}), ...(coins > 0 ? { coins } : {}) })
        .then((response) => response.data)
        .catch((error: unknown) => {
          // An empty cart: nothing to check out. A store that is not ours: choose again.
          if (isHttpError(error) && error.status === 422) {
            if (store) throw redirect('/checkout?fulfilment=pickup');
            return null;
          }
          throw error;
        }),
      api.getAddresses().then((response) => response.data),
      api
        .getStores()
        .then((response) => response.data.map(({ slug, name, address, city }): PickupStore => ({ slug, name, address, city }))),
    ]);
    // The key "Place order" sends when pressed before the page's script has run (the action below).
    return { summary, addresses, stores, expired: false, orderKey: newIdempotencyKey() };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { summary: null, addresses: [], stores: [], expired: true, orderKey: '' };
    throw error;
  }
}

/** "Place order" pressed before the page's script has run: the server places the order as the form would. */
export async function action({ request }: Route.ActionArgs) {
  return placePostedOrder(request, serverApi(request));
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Checkout', noindex: true });

/** Checkout (docs/behaviour.md §2): signed in only, refused by the root loader while the store is closed or checkout is off. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, addresses, stores, expired } = loaderData;
  useExpiredSession(expired);
  // Signing in at the bag merged the account's saved bag: what it added is said, never merged silently.
  const arrival = (useLocation().state ?? {}) as CheckoutArrival;
  return (
    <div className="sf-page">
      <header className="sf-page__header">
        <h1 className="sf-page__title">Checkout</h1>
      </header>
      {arrival.fromAccount && (
        <Alert className="sf-checkout__from-account" title="Your bag now holds pieces saved in your account">
          {arrival.fromAccount} <Link to="/cart">Review your bag</Link>
        </Alert>
      )}
      {summary ? (
        <CheckoutForm
          summary={summary}
          addresses={addresses}
          stores={stores}
          orderKey={actionData?.orderKey || loaderData.orderKey}
          {...(actionData ? { posted: actionData } : {})}
        />
      ) : (
        <EmptyBag description="Add a piece to your bag to check out." />
      )}
    </div>
  );
}

export const handle = FOCUSED_PAGE;
export const ErrorBoundary = RouteErrorBoundary;
