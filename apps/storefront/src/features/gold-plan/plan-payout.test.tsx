// @vitest-environment jsdom
import type { GoldPlanSubscription } from '@aurelia/contracts';
import { sampleGoldPlan, sampleUser } from '@aurelia/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { PlanPayout } from './plan-payout';

const api = testApiForThisFile();
const UUID = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21';

function subscription(overrides: Partial<GoldPlanSubscription> = {}): GoldPlanSubscription {
  return {
    uuid: UUID,
    plan: sampleGoldPlan(),
    instalment_amount: 1500,
    instalment_count: 10,
    instalments_paid: 10,
    started_on: '2026-03-02',
    maturity_date: '2027-01-02',
    redeem_until: '2027-04-02',
    standing: 'matured',
    paid_amount: 15000,
    bonus_so_far: 1012.5,
    next_payable: null,
    created_at: '2026-03-02T06:30:00.000Z',
    schedule: [],
    can_close_early: false,
    redeemable_value: 16012.5,
    gift_card: null,
    ...overrides,
  };
}

function renderPayout(value: GoldPlanSubscription) {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <PlanPayout subscription={value} />, { path: `/user/gold-purchase-plan/subscription/${UUID}` });
}

describe('a matured plan’s value, with a real store', () => {
  it('redeems it and shows the gift card code once', async () => {
    api.on('POST', `/gold-plan/subscriptions/${UUID}/redeem`, { status: 200, body: { data: { subscription: subscription({ standing: 'redeemed' }), code: 'ABCD-EFGH-JKMN-PQRS' } } });
    const user = userEvent.setup();
    renderPayout(subscription());
    expect(await screen.findByText(/₹15,000 you paid and a bonus of ₹1,012.50/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Redeem ₹16,012.50' }));
    expect(await screen.findByText('ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('says why the server refused', async () => {
    api.on('POST', `/gold-plan/subscriptions/${UUID}/redeem`, { status: 409, body: { message: 'The time to redeem this plan has ended; please visit one of our stores about the amount you paid.' } });
    const user = userEvent.setup();
    renderPayout(subscription());
    await user.click(await screen.findByRole('button', { name: 'Redeem ₹16,012.50' }));
    expect(await screen.findByText(/The time to redeem this plan has ended/)).toBeInTheDocument();
  });

  it('shows a card already issued masked, pointing to the email', async () => {
    renderPayout(subscription({ standing: 'redeemed', redeemable_value: null, gift_card: { masked_code: '••••-••••-••••-PQRS', amount: 16012.5 } }));
    expect(await screen.findByText('Your plan’s value is a gift card of ₹16,012.50')).toBeInTheDocument();
    expect(screen.getByText(/••••-••••-••••-PQRS: the code is in your email/)).toBeInTheDocument();
  });
});
