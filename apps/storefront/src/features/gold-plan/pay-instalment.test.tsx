// @vitest-environment jsdom
import { sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { PayInstalment } from './pay-instalment';

const api = testApiForThisFile();
const INSTALMENT_UUID = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a22';

function renderForm() {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <PayInstalment paymentUuid={INSTALMENT_UUID} number={2} amount={1500} />, { path: '/user/gold-purchase-plan' });
}

describe('paying an instalment, with a real store and router', () => {
  it('offers UPI first and chosen, as checkout does, and sends it', async () => {
    api.on('POST', `/gold-plan/payments/${INSTALMENT_UUID}/pay`, { status: 409, body: { message: 'This instalment is already paid.' } });
    const user = userEvent.setup();
    renderForm();
    expect((await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('value'))).toEqual(['upi', 'card', 'bank', 'wallet']);
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay instalment 2: ₹1,500' }));
    expect(await screen.findByText('This instalment is already paid.')).toBeInTheDocument();
    expect(api.arrivals[0]?.body).toEqual({ payment_method: 'upi' });
  });

  it('sends another method when one is chosen', async () => {
    api.on('POST', `/gold-plan/payments/${INSTALMENT_UUID}/pay`, { status: 409, body: { message: 'This instalment is already paid.' } });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Net banking' }));
    await user.click(screen.getByRole('button', { name: 'Pay instalment 2: ₹1,500' }));
    await waitFor(() => expect(api.arrivals[0]?.body).toEqual({ payment_method: 'bank' }));
  });
});
