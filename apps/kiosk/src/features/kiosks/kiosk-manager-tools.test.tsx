// @vitest-environment jsdom
import type { KioskDeviceState, ManagedKiosk } from '@aurelia/contracts';
import { sampleUser } from '@aurelia/contracts/testing';
import { screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { kioskRoutes, KioskApp } from '../../kiosk-app';
import { kioskStoreFor, testApiForThisFile } from '../../test/api-server';
import { device, eventually, store } from '../../test/kiosk-fixtures';
import { DEVICE_STORAGE_KEY } from '../device/device-slice';

const api = testApiForThisFile();

const HOURS = { open: '10:00', close: '20:00' };
const deviceState = (overrides: Partial<KioskDeviceState> = {}): KioskDeviceState => ({
  device,
  staff: [{ id: 3, name: 'Anjali Nair', pin_locked: false }],
  open_now: true,
  counter_open: true,
  locked_until: null,
  override: null,
  today_hours: HOURS,
  opening_hours: { monday: HOURS, tuesday: HOURS, wednesday: HOURS, thursday: HOURS, friday: HOURS, saturday: HOURS, sunday: HOURS },
  ...overrides,
});

const managed = (overrides: Partial<ManagedKiosk> = {}): ManagedKiosk => ({
  ...device,
  registered_by: { id: 2, name: 'Rahul Mehta' },
  last_seen_at: '2026-03-02T06:00:00.000Z',
  revoked_at: null,
  ...overrides,
});

/** The whole kiosk app, set up as `device`, opened at `path`. */
function renderKiosk(path: string) {
  const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
  const router = createMemoryRouter(kioskRoutes, { initialEntries: [path] });
  render(<KioskApp store={kiosk.store} services={kiosk.services} router={router} />);
  return { ...kiosk, router };
}

const sent = (path: string) => api.arrivals.filter((arrival) => arrival.path === `/api/v1${path}`);

describe('a kiosk locked after wrong PINs', () => {
  it('says so, and a manager unlocks it with their password and a reason', async () => {
    api.on('GET', '/kiosk/device', { body: { data: deviceState({ locked_until: '2026-03-02T06:45:00.000Z' }) } });
    const user = userEvent.setup();
    const kiosk = renderKiosk('/');
    expect(await screen.findByRole('heading', { name: 'This kiosk is locked' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anjali Nair' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Manager: unlock this kiosk' }));
    api.on('POST', '/kiosk/clear-device-lock', { status: 403, body: { message: 'Only a manager of this store can do this.' } });
    await user.type(screen.getByLabelText(/^Manager email/), 'anjali@aurelia.test');
    await user.type(screen.getByLabelText(/^Password/), 'Staff#2026');
    await user.type(screen.getByLabelText(/^Reason/), 'Child at the counter');
    await user.click(screen.getByRole('button', { name: 'Unlock the kiosk' }));
    expect(await screen.findByText('Only a manager of this store can do this.')).toBeInTheDocument();

    api.on('POST', '/kiosk/clear-device-lock', { body: { data: deviceState() } });
    await user.clear(screen.getByLabelText(/^Manager email/));
    await user.type(screen.getByLabelText(/^Manager email/), 'staff@aurelia.test');
    await user.click(screen.getByRole('button', { name: 'Unlock the kiosk' }));
    expect(await screen.findByRole('button', { name: 'Anjali Nair' })).toBeInTheDocument();
    const [, second] = sent('/kiosk/clear-device-lock');
    expect(second?.headers['x-kiosk-device']).toBe('device-token');
    expect(second?.body).toEqual({ manager_email: 'staff@aurelia.test', password: 'Staff#2026', reason: 'Child at the counter' });
    expect(kiosk.store.getState().device.lockedUntil).toBeNull();
  });
});

describe('managing the store’s kiosks', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^Manager email/), 'staff@aurelia.test');
    await user.type(screen.getByLabelText(/^Password/), 'Staff#2026');
    await user.click(screen.getByRole('button', { name: 'Show the kiosks' }));
  }

  it('lists them after the manager’s password, revokes another with a reason, and signs the manager out on leaving', async () => {
    api.on('GET', '/kiosk/device', { body: { data: deviceState() } });
    api.on('POST', '/auth/login', { body: { access_token: 'manager-token', user: sampleUser({ id: 2, role: 'staff' }) } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    const back = managed({ id: 8, name: 'Back counter', registered_by: null, last_seen_at: null });
    api.on('GET', '/staff/kiosks', { body: { data: [managed(), back] } });
    const user = userEvent.setup();
    const kiosk = renderKiosk('/kiosks');
    await signIn(user);

    expect(await screen.findByRole('heading', { name: `Kiosks of ${store.name}` })).toBeInTheDocument();
    expect(screen.getByText('Front counter')).toBeInTheDocument();
    expect(screen.getByText(/by Rahul Mehta/)).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();
    expect(sent('/staff/kiosks')[0]?.headers.authorization).toBe('Bearer manager-token');

    await user.click(screen.getByRole('button', { name: 'Revoke Back counter' }));
    // The stand-in answers with the handler current when a request arrives: each answer is set before its request.
    api.on('POST', '/staff/kiosks/8/revoke', { status: 422, body: { message: 'The given data was invalid.', errors: { reason: ['Say why this kiosk is revoked'] } } });
    await user.click(screen.getByRole('button', { name: 'Revoke this kiosk' }));
    expect(await screen.findByText('Say why this kiosk is revoked')).toBeInTheDocument();
    expect(sent('/staff/kiosks/8/revoke')).toHaveLength(1);

    api.on('POST', '/staff/kiosks/8/revoke', { body: { data: { ...back, revoked_at: '2026-03-02T06:30:00.000Z' } } });
    await user.type(screen.getByLabelText(/^Reason/), 'Tablet stolen');
    await user.click(screen.getByRole('button', { name: 'Revoke this kiosk' }));
    expect(await screen.findByText('Back counter is revoked.')).toBeInTheDocument();
    expect(sent('/staff/kiosks/8/revoke').at(-1)?.body).toEqual({ reason: 'Tablet stolen' });
    expect(screen.queryByRole('button', { name: 'Revoke Back counter' })).toBeNull();
    expect(kiosk.store.getState().device.token).toBe('device-token');
    expect(sent('/auth/logout')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await eventually(() => expect(sent('/auth/logout')[0]?.headers.authorization).toBe('Bearer manager-token'));
    expect(kiosk.router.state.location.pathname).toBe('/');
  });

  it('sends the kiosk back to set-up when the manager revokes the kiosk it is', async () => {
    api.on('GET', '/kiosk/device', { body: { data: deviceState() } });
    api.on('GET', '/stores', { body: { data: [] } });
    api.on('POST', '/auth/login', { body: { access_token: 'manager-token', user: sampleUser({ id: 2, role: 'staff' }) } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    api.on('GET', '/staff/kiosks', { body: { data: [managed()] } });
    api.on('POST', `/staff/kiosks/${device.id}/revoke`, { body: { data: managed({ revoked_at: '2026-03-02T06:30:00.000Z' }) } });
    const user = userEvent.setup();
    const kiosk = renderKiosk('/kiosks');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Revoke Front counter' }));
    expect(screen.getByText(/This is the kiosk you are using/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), 'Moving it to Delhi');
    await user.click(screen.getByRole('button', { name: 'Revoke this kiosk' }));
    expect(await screen.findByRole('heading', { name: 'Set up this kiosk' })).toBeInTheDocument();
    expect(kiosk.store.getState().device.token).toBeNull();
    expect(kiosk.storage.has(DEVICE_STORAGE_KEY)).toBe(false);
    await eventually(() => expect(sent('/auth/logout')).toHaveLength(1));
  });

  it('signs a staff member who is not a manager out again at once and says why', async () => {
    api.on('POST', '/auth/login', { body: { access_token: 'staff-token', user: sampleUser({ id: 3, role: 'staff' }) } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    api.on('GET', '/staff/kiosks', { status: 403, body: { message: 'Only a store manager can set up a kiosk.' } });
    const user = userEvent.setup();
    renderKiosk('/kiosks');
    await signIn(user);
    expect(await screen.findByText('Only a store manager can set up a kiosk.')).toBeInTheDocument();
    await eventually(() => expect(sent('/auth/logout').map((arrival) => arrival.headers.authorization)).toContain('Bearer staff-token'));
    expect(screen.queryByRole('heading', { name: /Kiosks of/ })).toBeNull();
  });
});
