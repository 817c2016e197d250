// @vitest-environment jsdom
import { sampleGoldPlan, sampleGoldPlanSubscription, sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { JoinPlanForm } from './join-plan-form';

const api = testApiForThisFile();
const SWARNA = sampleGoldPlan();

function renderForm() {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <JoinPlanForm plan={SWARNA} />, { path: '/user/gold-purchase-plan' });
}

describe('joining a plan, with a real store and router', () => {
  it('shows the server’s refusal of the amount by its field and keeps what was typed', async () => {
    api.on('POST', '/gold-plan/subscribe', { status: 422, body: { message: 'The given data was invalid.', errors: { instalment_amount: ['Choose an amount in steps of ₹500 from ₹1,000.'] } } });
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(/75% of one instalment/)).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Monthly instalment/ });
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(screen.getByRole('button', { name: 'Join Swarna 10+1' }));
    expect(await screen.findByText('Choose an amount in steps of ₹500 from ₹1,000.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('1200');
    expect(api.arrivals[0]?.body).toEqual({ plan: 'swarna-10-plus-1', instalment_amount: 1200 });
  });

  it('goes to the new subscription once joined', async () => {
    api.on('POST', '/gold-plan/subscribe', { status: 201, body: { data: sampleGoldPlanSubscription({ uuid: '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21' }) } });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Join Swarna 10+1' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/gold-purchase-plan/subscription/3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21'));
  });
});
