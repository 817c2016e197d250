import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import {
  KIOSK_DEVICE_HEADER,
  kioskDeviceBodySchema,
  kioskDeviceHeadersSchema,
  kioskDeviceStateResponseSchema,
  kioskEndpoints,
  kioskUnlockBodySchema,
} from './kiosk';
import { sampleAppointment } from './testing';

describe('setting up a kiosk', () => {
  it('names the store by slug and the kiosk in words', () => {
    expect(kioskDeviceBodySchema.parse({ password: 'secret', store: 'mumbai-bandra', name: ' Front counter ' })).toEqual({
      password: 'secret',
      store: 'mumbai-bandra',
      name: 'Front counter',
    });
    expect(kioskDeviceBodySchema.safeParse({ store: 'Mumbai Bandra', name: '' }).error?.issues.map((issue) => issue.path[0])).toEqual([
      'password',
      'store',
      'name',
    ]);
  });

  it('is done by a signed-in manager; the kiosk then calls with its device header alone', () => {
    expect(kioskEndpoints.registerKioskDevice.auth).toBe('required');
    expect(kioskEndpoints.getKioskDevice.auth).toBe('device');
    expect(kioskEndpoints.unlockKiosk.auth).toBe('device');
    expect(KIOSK_DEVICE_HEADER).toBe('x-kiosk-device');
    expect(kioskDeviceHeadersSchema.safeParse({}).error?.issues[0]?.message).toMatch(/not set up/);
    expect(kioskDeviceHeadersSchema.safeParse({ [KIOSK_DEVICE_HEADER]: 'x'.repeat(43), authorization: 'Bearer y' }).success).toBe(true);
  });
});

describe('the lock screen', () => {
  it('knows the store, its staff and whether it is open now', () => {
    const state = {
      device: { id: 1, name: 'Front counter', store: sampleAppointment().store, registered_at: '2026-11-23T09:00:00.000Z' },
      staff: [{ id: 3, name: 'Rahul Mehta', pin_locked: false }],
      open_now: false,
      counter_open: true,
      locked_until: null,
      override: { open_until: '2026-11-23T18:30:00.000Z', manager: { id: 2, name: 'Asha Rao' }, reason: 'Late wedding order' },
      today_hours: { open: '10:00', close: '20:00' },
      opening_hours: {
        monday: { open: '10:00', close: '20:00' },
        tuesday: { open: '10:00', close: '20:00' },
        wednesday: { open: '10:00', close: '20:00' },
        thursday: { open: '10:00', close: '20:00' },
        friday: { open: '10:00', close: '20:00' },
        saturday: { open: '10:00', close: '21:00' },
        sunday: null,
      },
    };
    expect(kioskDeviceStateResponseSchema.parse({ data: state })).toEqual({ data: state });
  });

  it('takes a staff member and a PIN of 4 to 6 digits', () => {
    expect(kioskUnlockBodySchema.parse({ staff_id: 3, pin: '2580' })).toEqual({ staff_id: 3, pin: '2580' });
    for (const pin of ['123', '1234567', '12a4', '']) {
      expect(kioskUnlockBodySchema.safeParse({ staff_id: 3, pin }).success, pin).toBe(false);
    }
    expect(contracts.kioskEndpoints).toBe(kioskEndpoints);
  });
});

describe('a manager at the counter', () => {
  it('types their email and password for each manager action, and a reason to open outside hours', () => {
    const credentials = { manager_email: 'asha@example.com', password: 'secret' };
    expect(contracts.counterOverrideBodySchema.parse({ ...credentials, reason: ' Late wedding order ', until: '22:30' })).toEqual({
      ...credentials,
      reason: 'Late wedding order',
      until: '22:30',
    });
    expect(contracts.counterOverrideBodySchema.safeParse({ ...credentials, reason: '' }).success).toBe(false);
    expect(contracts.counterOverrideBodySchema.safeParse({ manager_email: 'asha@example.com', reason: 'Late order' }).success).toBe(false);
    expect(contracts.clearPinLockBodySchema.safeParse({ ...credentials }).success).toBe(true);
    expect(kioskEndpoints.openCounterOutsideHours.auth).toBe('device');
    expect(kioskEndpoints.clearStaffPinLock.auth).toBe('device');
  });

  it('lists and revokes kiosks signed in on the web, never from a PIN session', () => {
    expect(kioskEndpoints.listStoreKiosks).toMatchObject({ method: 'GET', path: '/staff/kiosks', auth: 'required' });
    expect(kioskEndpoints.revokeStoreKiosk).toMatchObject({ method: 'POST', path: '/staff/kiosks/:id/revoke', auth: 'required' });
    expect(contracts.kioskIdParamsSchema.safeParse({ id: '99999999999' }).success).toBe(false);
  });
});
