import '../features/checkout/checkout.css';
import type { CoinAccount } from '@aurelia/contracts';
import { Button, CoinBalance, EmptyState } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/user-carat-coins';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { COIN_ENTRY_ADDS, COIN_ENTRY_LABELS, coinDate, howCoinsWork, signedCoins } from '../features/carat-coins/coin-labels';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { orExpired } from '../server/session-expired.server';

export async function loader({ request }: Route.LoaderArgs) {
  const account = serverApi(request)
    .getCaratCoins()
    .then(({ data }) => ({ account: data as CoinAccount | null, expired: false }));
  return orExpired(account, { account: null, expired: true });
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Carat coins', noindex: true });

const LEAD = 'Our thank-you for shopping with us: coins you earn on orders and spend on your next piece.';

/** How earning and spending work, from the API's terms (settings), so the page never promises other rates. */
function HowCoinsWork({ account }: { account: CoinAccount }) {
  return (
    <section className="sf-coins__how" aria-labelledby="coins-how">
      <h2 id="coins-how">How carat coins work</h2>
      <ul>
        {howCoinsWork(account.terms).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The shopper's carat coins: balance and worth, the next expiry, the ledger with its orders, and the rules. */
export default function CaratCoinsPage({ loaderData }: Route.ComponentProps) {
  const { account, expired } = loaderData;
  useExpiredSession(expired);
  if (!account) return <AccountLayout title="Carat coins" lead={LEAD}>{null}</AccountLayout>;
  if (account.entry_count === 0) {
    return (
      <AccountLayout title="Carat coins" lead={LEAD}>
        <EmptyState
          icon="coin"
          title="No carat coins yet"
          description="You earn carat coins when an online order is paid; they are listed here with what you earned, spent and what expires when."
          action={
            <Button asChild variant="secondary">
              <Link to="/">Browse the collection</Link>
            </Button>
          }
        />
        <HowCoinsWork account={account} />
      </AccountLayout>
    );
  }
  const shown = account.entries.length;
  return (
    <AccountLayout title="Carat coins" lead={LEAD}>
      <CoinBalance
        className="sf-coins__balance"
        coins={account.balance}
        value={account.balance_value}
        expiring={account.next_expiry ? { coins: account.next_expiry.coins, on: `on ${coinDate(account.next_expiry.on)}` } : undefined}
      />
      {/* Unnamed, so the table's scroll region below is the one landmark named "Coin history". */}
      <section>
        <h2 id="coins-ledger">Coin history</h2>
        {shown < account.entry_count && (
          <p className="sf-coins__note">
            The latest {shown} of {account.entry_count} entries.
          </p>
        )}
        {/* The table may scroll sideways on a narrow screen: a keyboard must be able to reach and scroll it
            (axe's scrollable-region-focusable), which the lint rule does not know about. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="sf-coins__table" role="region" aria-labelledby="coins-ledger" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Order</th>
                <th scope="col" className="sf-coins__amount">
                  Coins
                </th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {account.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{coinDate(entry.on)}</td>
                  <td>{COIN_ENTRY_LABELS[entry.kind]}</td>
                  <td>
                    {entry.order_number ? (
                      <Link to={`/user/order/${encodeURIComponent(entry.order_number)}`}>
                        <span className="au-sr-only">Order </span>
                        {entry.order_number}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={COIN_ENTRY_ADDS[entry.kind] ? 'sf-coins__amount sf-coins__amount--in' : 'sf-coins__amount'}>
                    {signedCoins(entry.kind, entry.coins)}
                  </td>
                  <td>{entry.expires_on ? coinDate(entry.expires_on) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <HowCoinsWork account={account} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
