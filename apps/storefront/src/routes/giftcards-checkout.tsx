import '../features/checkout/checkout.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { GiftCardDesign, Payment } from '@aurelia/contracts';
import { data, Link } from 'react-router';
import type { Route } from './+types/giftcards-checkout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { paymentOutcomeOf } from '../features/checkout/payment-outcome';
import { PaymentWaiting } from '../features/checkout/payment-waiting';
import { GiftCardForm, giftCardFormPart } from '../features/gift-cards/gift-card-form-part';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { hydratedLater, withParts } from '../shared/lazy-part';
import { serverApi } from '../server/api.server';

/** A payment's outcome once the provider has answered, hydrated after the page (lazy-part.ts). */
const giftCardOutcome = hydratedLater<{ payment: Payment; paid: boolean }>(() => import('../features/gift-cards/gift-card-outcome'));

/** On a visit from another page, the form's code (or the outcome's) comes with the page's data. */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withParts(serverLoader, new URL(request.url).searchParams.get('payment') ? giftCardOutcome : giftCardFormPart);

/**
 * Buying a gift card, and where the provider sends the buyer back (`?payment=<id>`, the API's return path for
 * gift cards): the outcome of that payment instead of the form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const paymentId = new URL(request.url).searchParams.get('payment');
  const api = serverApi(request);
  try {
    if (paymentId) {
      const { data: payment } = await api.getPayment(paymentId);
      if (payment.purpose !== 'gift_card') throw data('No such gift card payment in your account', { status: 404 });
      return { payment: payment as Payment | null, designs: [] as GiftCardDesign[], expired: false };
    }
    const { data: overview } = await api.getGiftCards();
    return { payment: null, designs: overview.designs, expired: false };
  } catch (error) {
    if (isNoQueryResults(error) || (isHttpError(error) && error.status === 404)) throw data('No such gift card payment in your account', { status: 404 });
    if (isHttpError(error) && error.status === 401) return { payment: null, designs: [] as GiftCardDesign[], expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Buy a gift card', noindex: true });

export default function GiftCardCheckoutPage({ loaderData, matches }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const { payment, designs } = loaderData;
  const brand = rootDataOf(matches)?.brand ?? 'Aurelia';
  return (
    <div className="sf-page sf-gift-cards">
      <header className="sf-page__header">
        <h1 className="sf-page__title">{payment ? 'Your gift card' : 'Buy a gift card'}</h1>
      </header>
      {payment ? <GiftCardOutcome key={payment.id} payment={payment} /> : designs.length > 0 && <GiftCardForm designs={designs} brand={brand} />}
    </div>
  );
}

/** The wait for the provider's answer (asking the shop again and again), then its outcome. */
function GiftCardOutcome({ payment }: { payment: Payment }) {
  const outcome = paymentOutcomeOf(payment);
  if (outcome !== 'waiting') return <giftCardOutcome.Later payment={payment} paid={outcome === 'paid'} />;
  return (
    <PaymentWaiting
      payment={payment}
      late={
        <p>
          Your bank has not answered yet. <Link to="/giftcards">Your gift cards</Link> show the card once it is paid.
        </p>
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
