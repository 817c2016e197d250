import '../features/checkout/checkout.css';
import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import type { GiftCardDesign, Payment } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert } from '@aurelia/ui';
import { data, Link } from 'react-router';
import type { Route } from './+types/giftcards-checkout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { paymentOutcomeOf } from '../features/checkout/payment-outcome';
import { PaymentWaiting } from '../features/checkout/payment-waiting';
import { GiftCardForm } from '../features/gift-cards/gift-card-form';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { OutcomeActions } from '../shared/outcome-actions';
import { serverApi } from '../server/api.server';

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

function GiftCardOutcome({ payment }: { payment: Payment }) {
  const outcome = paymentOutcomeOf(payment);
  if (outcome === 'waiting') {
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
  return (
    <div className="sf-outcome">
      {outcome === 'paid' ? (
        <Alert tone="success" title="Thank you: your gift card is paid">
          We have received {formatInr(payment.amount)}. The card’s code is on its way to the recipient’s email.
        </Alert>
      ) : (
        <Alert tone="danger" title="Your gift card was not paid">
          {payment.refund_due
            ? 'The payment arrived after this card could no longer be issued, so it will be refunded in full.'
            : `${payment.failure_reason ?? 'The payment was not completed.'} No money has been taken.`}
        </Alert>
      )}
      <OutcomeActions
        links={[
          outcome === 'paid'
            ? { to: '/giftcards/checkout', label: 'Buy another gift card', variant: 'secondary' }
            : { to: '/giftcards/checkout', label: 'Try again', variant: 'primary' },
          { to: '/giftcards', label: 'Your gift cards', variant: 'ghost' },
        ]}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
