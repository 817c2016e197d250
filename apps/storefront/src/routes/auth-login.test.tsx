// @vitest-environment jsdom
import { SIGN_IN_BY_CODE_HINT } from '@aurelia/contracts';
import { sampleUser } from '@aurelia/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../test/render';
import { storeOn, testApiForThisFile } from '../test/api-server';
import LoginPage from './auth-login';

const api = testApiForThisFile();

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page, with a real store and router', () => {
  it('shows the server field errors by their fields (docs/behaviour.md §8) and stays on the page', async () => {
    api.on('POST', '/auth/login', { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['Enter a valid email address.'] } } });
    renderWithStore(storeOn(api), <LoginPage />, { path: '/auth/login' });
    await signIn('nope', 'whatever-1');
    expect(await screen.findByText('Enter a valid email address.', { selector: '.au-field__error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('says why in one message when the credentials are wrong', async () => {
    api.on('POST', '/auth/login', { status: 401, body: { message: 'These credentials do not match our records.' } });
    renderWithStore(storeOn(api), <LoginPage />, { path: '/auth/login' });
    await signIn('asha@example.com', 'wrong-pass');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  });

  it('signs in, syncs the bag and goes where the shopper was headed', async () => {
    api.on('POST', '/auth/login', { body: { access_token: 'tok', user: sampleUser() } });
    api.on('POST', '/cart/sync', { body: { data: { bag_items: [], subtotal: 0, item_count: 0 } } });
    api.on('GET', '/wishlist', { body: { data: [] } });
    const store = storeOn(api);
    renderWithStore(store, <LoginPage />, { path: '/auth/login?redirect=%2Fcheckout', pattern: '/auth/login' });
    await signIn('asha@example.com', 'right-pass-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(store.getState().auth.signedIn).toBe(true);
    expect(api.arrivals.map((a) => a.path)).toContain('/api/v1/cart/sync');
  });

  it('offers sign-in by code, with the email filled in, when password sign-in is limited', async () => {
    api.on('POST', '/auth/login', {
      status: 429,
      headers: { 'retry-after': '900' },
      body: { message: 'Too many login attempts. Please try again in 900 seconds.', errors: { email: [SIGN_IN_BY_CODE_HINT] } },
    });
    renderWithStore(storeOn(api), <LoginPage />, { path: '/auth/login?redirect=%2Fcheckout', pattern: '/auth/login' });
    await signIn('asha@example.com', 'right-pass-1');
    const link = await screen.findByRole('link', { name: 'Sign in with a code emailed to asha@example.com' });
    expect(link).toHaveAttribute('href', '/auth/otplogin?redirect=%2Fcheckout&email=asha%40example.com');
  });

  it('never follows a redirect to another site', async () => {
    api.on('POST', '/auth/login', { body: { access_token: 'tok', user: sampleUser() } });
    api.on('POST', '/cart/sync', { body: { data: { bag_items: [], subtotal: 0, item_count: 0 } } });
    api.on('GET', '/wishlist', { body: { data: [] } });
    renderWithStore(storeOn(api), <LoginPage />, { path: '/auth/login?redirect=https%3A%2F%2Fevil.example', pattern: '/auth/login' });
    await signIn('asha@example.com', 'right-pass-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
