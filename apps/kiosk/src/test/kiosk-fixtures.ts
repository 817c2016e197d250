import type { KioskDevice, KioskSession, StaffAppointment } from '@aurelia/contracts';
import { sampleAppointment } from '@aurelia/contracts/testing';
import { expect, vi } from 'vitest';
import { DEVICE_STORAGE_KEY } from '../features/device/device-slice';
import { unlockWithPin } from '../features/session/session-thunks';
import { kioskStoreFor, type TestApi } from './api-server';

/** The kiosk's store in the flow tests, and the device registered for it. */
export const store = { id: 1, slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Hill Road, Bandra West, Mumbai 400050' };
export const device: KioskDevice = { id: 7, name: 'Front counter', store, registered_at: '2026-03-02T04:00:00.000Z' };

export const session = (token: string): KioskSession => ({
  access_token: token,
  expires_at: '2026-03-02T18:30:00.000Z',
  staff: { id: 3, name: 'Anjali Nair' },
  store,
});

export const appointment = (overrides: Partial<StaffAppointment> = {}): StaffAppointment => ({
  ...sampleAppointment({ appointment_date: '2026-03-02', store }),
  checked_in_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  history: [{ action: 'booked', staff_name: null, note: null, at: '2026-03-01T10:00:00.000Z' }],
  ...overrides,
});

export const listOf = (items: StaffAppointment[]) => ({ data: items, meta: { date: '2026-03-02', store, total: items.length } });
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

/** A kiosk already set up and unlocked by Anjali with token `session-1`; what arrived so far is forgotten. */
export async function unlockedKiosk(api: TestApi) {
  const kiosk = kioskStoreFor(api, { storage: new Map([[DEVICE_STORAGE_KEY, JSON.stringify({ token: 'device-token', device })]]) });
  api.on('POST', '/kiosk/unlock', { body: { data: session('session-1') } });
  api.on('GET', '/staff/appointments', { body: listOf([appointment()]) });
  await kiosk.store.dispatch(unlockWithPin({ staffId: 3, pin: '1357' }));
  await eventually(() => expect(kiosk.store.getState().appointments.status).toBe('ready'));
  api.arrivals.length = 0;
  return kiosk;
}
