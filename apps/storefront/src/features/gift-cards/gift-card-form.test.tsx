// @vitest-environment jsdom
import { sampleUser } from '@aurelia/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { authStateFromSession } from '../auth/auth-slice';
import { GiftCardForm } from './gift-card-form';

const api = testApiForThisFile();

describe('buying a gift card, with a real store and router', () => {
  it('offers UPI first and chosen, as checkout does, and sends it with the card', async () => {
    api.on('POST', '/giftcards/checkout', { status: 503, body: { message: 'Payments are briefly unavailable. Please try again in a minute.' } });
    const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
    renderWithStore(store, <GiftCardForm designs={['plum', 'gold']} brand="Aurelia" />, { path: '/giftcards/checkout' });
    const payWith = screen.getByRole('radiogroup', { name: 'Pay with' });
    const methods = [...payWith.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute('value'));
    expect(methods).toEqual(['upi', 'card', 'bank', 'wallet']);
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Recipient’s name/ }), 'Meera Iyer');
    await user.type(screen.getByRole('textbox', { name: /Recipient’s email/ }), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByText(/briefly unavailable/)).toBeInTheDocument();
    expect(api.arrivals[0]?.body).toMatchObject({ recipient_name: 'Meera Iyer', recipient_email: 'meera@example.com', payment_method: 'upi' });
  });
});
