// @vitest-environment jsdom
import type { CoinAccount } from '@aurelia/contracts';
import { sampleUser } from '@aurelia/contracts/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { authStateFromSession } from '../features/auth/auth-slice';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { renderWithStore } from '../test/render';
import CaratCoinsPage from './user-carat-coins';

const api = testApiForThisFile();

const TERMS = { coins_per_100_rupees: 1, studded_coins_per_100_rupees: 2, coin_value: 1, max_redeem_percent: 10, expiry_months: 12 };

function renderPage(account: CoinAccount) {
  const props = { loaderData: { account, expired: false } } as unknown as ComponentProps<typeof CaratCoinsPage>;
  // The account pages send a signed-out visitor to sign in; this is the signed-in shopper's page.
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <CaratCoinsPage {...props} />, { path: '/user/carat-coins' });
}

describe('the carat coins page', () => {
  it('shows the balance, its worth, the next expiry, the ledger with order links, and how coins work', () => {
    renderPage({
      balance: 1_180,
      balance_value: 1_180,
      next_expiry: { coins: 1_180, on: '2027-11-24' },
      terms: TERMS,
      entries: [
        { id: 2, kind: 'redeemed', coins: 300, on: '2026-11-25', expires_on: null, order_number: 'AUR-2026-000124', created_at: '2026-11-25T05:00:00.000Z' },
        { id: 1, kind: 'earned', coins: 1_480, on: '2026-11-24', expires_on: '2027-11-24', order_number: 'AUR-2026-000123', created_at: '2026-11-24T05:00:00.000Z' },
      ],
      entry_count: 2,
    });
    // The unit sits in its own element, so the balance is read as a whole paragraph.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '1,180 coins')).toBeInTheDocument();
    expect(screen.getByText('Worth ₹1,180')).toBeInTheDocument();
    expect(screen.getByText('1,180 expire on 24 Nov 2027')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Coin history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('25 Nov 2026Spent on orderOrder AUR-2026-000124−300—');
    expect(rows[2]).toHaveTextContent('24 Nov 2026Earned on orderOrder AUR-2026-000123+1,48024 Nov 2027');
    expect(screen.getByRole('link', { name: 'Order AUR-2026-000123' })).toHaveAttribute('href', '/user/order/AUR-2026-000123');
    expect(screen.getByText(/pieces set with diamonds or gemstones earn 2 coins/)).toBeInTheDocument();
    expect(screen.getByText(/up to 10% of an order's pieces/)).toBeInTheDocument();
  });

  it('says so when nothing was earned yet, and still explains the terms', () => {
    renderPage({ balance: 0, balance_value: 0, next_expiry: null, terms: TERMS, entries: [], entry_count: 0 });
    expect(screen.getByRole('heading', { name: 'No carat coins yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Coins expire 12 months after they are earned/)).toBeInTheDocument();
  });
});
