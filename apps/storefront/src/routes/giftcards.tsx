import '../features/checkout/checkout.css';
import type { GiftCardStatus, GiftCardSummary } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Badge, Button, GiftCardPreview } from '@aurelia/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/giftcards';
import { useExpiredSession } from '../features/account/use-expired-session';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { orExpired } from '../server/session-expired.server';
import { lazyDrawn } from '../shared/lazy-part';

// The balance check, at the foot of the page, hydrates just after the rest of it: its field, its request and what it
// answers with are half the page's script. The server's HTML draws it meanwhile (a code typed before then is kept).
const BalanceCheck = lazyDrawn(() => import('../features/gift-cards/balance-check').then(({ BalanceCheck }) => ({ default: BalanceCheck })));

const STATUS_LABELS: Record<GiftCardStatus, string> = {
  pending_payment: 'Waiting for payment',
  active: 'Active',
  cancelled: 'Cancelled',
  spent: 'Spent',
};

export async function loader({ request }: Route.LoaderArgs) {
  const overview = serverApi(request)
    .getGiftCards()
    .then(({ data }) => ({ overview: data, expired: false }));
  return orExpired(overview, { overview: null, expired: true });
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  pageOrErrorMeta(error, matches, { name: 'Gift cards', description: 'Give an Aurelia gift card, mailed to the one you choose.', noindex: true });

/** Gift cards: buy one, the cards you bought and received (codes masked), and a balance check. */
export default function GiftCardsPage({ loaderData, matches }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const brand = rootDataOf(matches)?.brand ?? 'Aurelia';
  const overview = loaderData.overview;
  return (
    <div className="sf-page sf-gift-cards">
      <header className="sf-page__header">
        <h1 className="sf-page__title">Gift cards</h1>
        <p className="sf-page__lead">From ₹500 to ₹1,00,000, in three designs, mailed with your message to the one you choose.</p>
      </header>
      <div className="sf-gift-cards__intro">
        <GiftCardPreview design={overview?.designs[0] ?? 'plum'} amount={5000} brand={brand} to="Someone special" />
        <Button asChild variant="primary" size="lg">
          <Link to="/giftcards/checkout">Buy a gift card</Link>
        </Button>
      </div>
      {overview && (
        <>
          <CardList title="Cards you bought" cards={overview.purchased} empty="You have not bought a gift card yet." />
          <CardList title="Cards you received" cards={overview.received} empty="No gift card has been sent to your email yet." />
        </>
      )}
      <Suspense fallback={null}>
        <BalanceCheck />
      </Suspense>
    </div>
  );
}

function CardList({ title, cards, empty }: { title: string; cards: GiftCardSummary[]; empty: string }) {
  const id = `cards-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="sf-section" aria-labelledby={id}>
      <h2 id={id} className="sf-section__title">
        {title}
      </h2>
      {cards.length === 0 ? (
        <p className="sf-centered">{empty}</p>
      ) : (
        <ul className="sf-orders" aria-labelledby={id}>
          {cards.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One card: its masked code, balance, status and whom it is for. */
function CardRow({ card }: { card: GiftCardSummary }) {
  return (
    <li className="sf-orders__item">
      <p className="sf-orders__number">{card.masked_code}</p>
      <p className="sf-orders__total">{formatInr(card.balance)}</p>
      <p className="sf-orders__status">
        <Badge tone={card.status === 'active' ? 'success' : 'neutral'}>{STATUS_LABELS[card.status]}</Badge> For {card.recipient_name} ·{' '}
        {formatInr(card.initial_amount)} card
      </p>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
