// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './app/access';
import { SESSION_STORAGE_KEY } from './features/session';
import { profile, session } from './test/back-office-fixtures';
import { arrivalsAt, renderBackOffice, testApiForThisFile } from './test/render-back-office';

const api = testApiForThisFile();

const dashboard = {
  data: {
    today: { date: '2026-03-02', orders: 4, revenue: 1_93_228.5 },
    waiting: { to_pack: 2, to_ship: 1, ready_for_pickup: 3, returns_requested: 1 },
    days: [
      { date: '2026-03-01', orders: 6, revenue: 2_40_000 },
      { date: '2026-03-02', orders: 4, revenue: 1_93_228.5 },
    ],
  },
};
const signedInAs = (role: 'admin' | 'manager' | 'staff') => {
  const { access_token, expires_at, staff } = session(role);
  return { session: { token: access_token, expiresAt: expires_at, staff } };
};
const navLinks = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent);

describe('signing in', () => {
  it('signs a manager in with email and password, keeps the session in this tab only, and opens the dashboard', async () => {
    api.on('POST', '/back-office/session', { body: session('manager') });
    api.on('GET', '/back-office/dashboard', { body: dashboard });
    const user = userEvent.setup();
    const office = renderBackOffice(api, '/');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'staff@aurelia.test');
    await user.type(screen.getByLabelText(/^Password/), 'Staff#2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/session', 'POST')[0]?.body).toEqual({ email: 'staff@aurelia.test', password: 'Staff#2026' });
    expect(await screen.findByText('Revenue today')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,93,228.50')[0]).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/dashboard')[0]?.authorization).toBe('Bearer token-of-manager');
    expect(JSON.parse(office.storage.get(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'token-of-manager' });
    expect(screen.getByText(/Store manager · Aurelia Bandra/)).toBeInTheDocument();
  });

  it('asks an admin for the mailed code, then signs them in with the challenge and the code', async () => {
    api.on('POST', '/back-office/session', { body: { status: 'code_sent', challenge: 'challenge-1', expires_at: '2026-03-02T06:40:00.000Z' } });
    api.on('POST', '/back-office/session/code', { body: session('admin') });
    api.on('GET', '/back-office/dashboard', { body: dashboard });
    const user = userEvent.setup();
    renderBackOffice(api, '/orders');

    await user.type(await screen.findByLabelText(/^Email/), 'admin@aurelia.test');
    await user.type(screen.getByLabelText(/^Password/), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Sign-in code/), '123456');
    api.on('GET', '/back-office/orders', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Back to where the admin was headed.
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(arrivalsAt(api, '/back-office/session/code', 'POST')[0]?.body).toEqual({ challenge: 'challenge-1', code: '123456' });
  });

  it('shows a refused password in plain words, focused, and stays on the form', async () => {
    api.on('POST', '/back-office/session', { status: 401, body: { message: 'The email or password is not right.' } });
    const user = userEvent.setup();
    renderBackOffice(api, '/');
    await user.type(await screen.findByLabelText(/^Email/), 'staff@aurelia.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is not right.');
    expect(alert).toHaveFocus();
  });

  it('signs out: the token is forgotten here and the server is told', async () => {
    api.on('GET', '/back-office/dashboard', { body: dashboard });
    api.on('DELETE', '/back-office/session', { body: { message: 'Signed out.' } });
    const user = userEvent.setup();
    const office = renderBackOffice(api, '/', signedInAs('manager'));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(office.storage.has(SESSION_STORAGE_KEY)).toBe(false);
    await waitFor(() => expect(arrivalsAt(api, '/back-office/session', 'DELETE')[0]?.authorization).toBe('Bearer token-of-manager'));
  });

  it('signs out when the API says the session ended (401)', async () => {
    api.on('GET', '/back-office/dashboard', { status: 401, body: { message: 'Unauthenticated.' } });
    renderBackOffice(api, '/', signedInAs('manager'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeInTheDocument();
  });
});

describe('navigation by role', () => {
  it('follows libs/domain rights: staff only see orders; managers and admins every section', () => {
    expect(sectionsFor(profile('staff')).map((section) => section.label)).toEqual(['Orders']);
    expect(sectionsFor(profile('manager')).map((section) => section.label)).toEqual(['Dashboard', 'Orders', 'Metal rates', 'Audit log', 'Settings']);
    expect(sectionsFor(profile('admin')).map((section) => section.label)).toEqual(['Dashboard', 'Orders', 'Metal rates', 'Audit log', 'Settings']);
    expect(sectionsFor(null)).toEqual([]);
  });

  it('shows a staff session only Orders, and tells them a section outside their role is not theirs', async () => {
    renderBackOffice(api, '/settings', signedInAs('staff'));
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Orders']);
    expect(arrivalsAt(api, '/back-office/settings')).toHaveLength(0);
  });

  it('lets a manager read the settings without a form to change them; an admin gets the forms', async () => {
    const settings = {
      data: {
        values: {
          'show-notice-bar': true,
          'notice-bar-text': 'Free shipping above ₹50,000',
          maintenance_mode: false,
          disabled_routes: [],
          shipping_fee_rupees: 250,
          shipping_free_above_rupees: 50_000,
          return_window_days: 15,
        },
        fields: [{ key: 'return_window_days', label: 'Return window', help: 'Days after delivery a shopper may ask to return pieces.', kind: 'days', min: 1, max: 90 }],
      },
    };
    api.on('GET', '/back-office/settings', { body: settings });
    renderBackOffice(api, '/settings', signedInAs('manager'));
    expect(await screen.findByRole('textbox', { name: /^Return window/ })).toHaveValue('15');
    expect(navLinks()).toEqual(['Dashboard', 'Orders', 'Metal rates', 'Audit log', 'Settings']);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
