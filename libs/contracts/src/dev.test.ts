import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from './common';
import {
  DEV_SETTINGS_MAX_ENTRIES,
  DEV_TODAY_MAX_BOOKINGS,
  SETTING_KEY_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH,
  devEndpoints,
  devSettingsBodySchema,
  devTodayBodySchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from './dev';
import { settingsListResponseSchema } from './settings';
import * as contracts from './index';

const message = {
  id: 1,
  channel: 'email' as const,
  to: 'asha@example.com',
  subject: 'Your sign-in code',
  text: 'Your code is 123456',
  html: null,
  sent_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
};

describe('the development outbox', () => {
  it('filters by a recipient compared ignoring case', () => {
    expect(outboxQuerySchema.parse({ to: ' Asha@Example.com ' })).toEqual({ to: 'asha@example.com' });
    expect(outboxQuerySchema.parse({})).toEqual({});
    expect(outboxQuerySchema.safeParse({ to: '' }).success).toBe(false);
  });
  it('lists messages with their text in data', () => {
    expect(outboxResponseSchema.parse({ data: [message] })).toEqual({ data: [message] });
    expect(outboxResponseSchema.safeParse({ data: [{ ...message, channel: 'fax' }] }).success).toBe(false);
  });
  it('is a GET at /dev/outbox that encodes its body unchanged', () => {
    expect(devEndpoints.listOutbox.path).toBe('/dev/outbox');
    expect(z.safeEncode(devEndpoints.listOutbox.response[200], { data: [message] }).data).toEqual({ data: [message] });
    expect(contracts.devEndpoints).toBe(devEndpoints);
  });
});

describe('changing settings in development', () => {
  const issuePaths = (body: unknown) =>
    devSettingsBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('takes 1 to 20 settings, keys trimmed, values kept as sent (empty included)', () => {
    const body = { settings: [{ key: ' maintenance_mode ', value: 'true' }, { key: 'disabled_routes', value: '' }] };
    expect(devSettingsBodySchema.parse(body)).toEqual({
      settings: [
        { key: 'maintenance_mode', value: 'true' },
        { key: 'disabled_routes', value: '' },
      ],
    });
    const most = Array.from({ length: DEV_SETTINGS_MAX_ENTRIES }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(devSettingsBodySchema.safeParse({ settings: most }).success).toBe(true);
    expect(issuePaths({ settings: [...most, { key: 'one-more', value: 'v' }] })).toEqual(['settings']);
    expect(issuePaths({ settings: [] })).toEqual(['settings']);
    expect(issuePaths({})).toEqual(['settings']);
  });

  it('refuses keys that are empty, too long or oddly spelt, and values too long or not strings', () => {
    expect(
      issuePaths({
        settings: [
          { key: '  ', value: 'x' },
          { key: 'k'.repeat(SETTING_KEY_MAX_LENGTH + 1), value: 'x' },
          { key: 'notice bar', value: 'x' },
          { key: 'notice-bar-text', value: 'x'.repeat(SETTING_VALUE_MAX_LENGTH + 1) },
          { key: 'is_store_open', value: false },
        ],
      }),
    ).toEqual(['settings.0.key', 'settings.1.key', 'settings.2.key', 'settings.3.value', 'settings.4.value']);
    expect(devSettingsBodySchema.safeParse({ settings: [{ key: 'k'.repeat(64), value: 'x'.repeat(1000) }] }).success).toBe(
      true,
    );
  });

  it('refuses a key listed twice, naming the second', () => {
    const twice = { settings: [{ key: 'a', value: '1' }, { key: 'b', value: '2' }, { key: ' a', value: '3' }] };
    expect(issuePaths(twice)).toEqual(['settings.2.key']);
  });

  it('is a PUT at /dev/settings that answers with every setting in data', () => {
    const { updateSettings } = devEndpoints;
    expect(`${updateSettings.method} ${updateSettings.path}`).toBe('PUT /dev/settings');
    expect(updateSettings.response[200]).toBe(settingsListResponseSchema);
    expect(updateSettings.response[422]).toBe(errorResponseSchema);
    expect(() => z.toJSONSchema(updateSettings.body, { io: 'input' })).not.toThrow();
    const body = { data: [{ key: 'is_store_open', value: 'false' }] };
    expect(z.safeEncode(updateSettings.response[200], body).data).toEqual(body);
    expect(contracts.devSettingsBodySchema).toBe(devSettingsBodySchema);
  });
});

describe('booking today in development', () => {
  const issuePaths = (body: unknown) =>
    devTodayBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('takes a store and, optionally, customers for the current slot, the next one or a start time', () => {
    expect(devTodayBodySchema.parse({ store: 'mumbai-bandra' })).toEqual({ store: 'mumbai-bandra' });
    const bookings = [
      { customer_name: ' Meera Iyer ', phone: '9800000001' },
      { customer_name: 'Arjun Menon', phone: '+919800000002', notes: 'Bridal set', slot: 'next' },
      { customer_name: 'Zoya Khan', phone: '9800000003', slot: '15:30' },
    ];
    expect(devTodayBodySchema.parse({ store: 'mumbai-bandra', bookings }).bookings).toEqual([
      { customer_name: 'Meera Iyer', phone: '+919800000001', slot: 'current' },
      { customer_name: 'Arjun Menon', phone: '+919800000002', notes: 'Bridal set', slot: 'next' },
      { customer_name: 'Zoya Khan', phone: '+919800000003', slot: '15:30' },
    ]);
  });

  it('refuses a missing store, bad customers, an unknown slot word and too many bookings', () => {
    const customer = { customer_name: 'Meera Iyer', phone: '9800000001' };
    expect(issuePaths({})).toEqual(['store']);
    expect(
      issuePaths({
        store: 'mumbai-bandra',
        bookings: [{ ...customer, customer_name: 'M' }, { ...customer, phone: '98-00' }, { ...customer, slot: 'soon' }, { ...customer, slot: '25:00' }],
      }),
    ).toEqual(['bookings.0.customer_name', 'bookings.1.phone', 'bookings.2.slot', 'bookings.3.slot']);
    expect(issuePaths({ store: 'mumbai-bandra', bookings: [] })).toEqual(['bookings']);
    expect(issuePaths({ store: 'mumbai-bandra', bookings: Array.from({ length: DEV_TODAY_MAX_BOOKINGS + 1 }, () => customer) })).toEqual([
      'bookings',
    ]);
  });

  it('is a POST at /dev/appointments/today answering 201 with the booked appointments', () => {
    const { bookToday } = devEndpoints;
    expect(`${bookToday.method} ${bookToday.path}`).toBe('POST /dev/appointments/today');
    expect(Object.keys(bookToday.response)).toEqual(expect.arrayContaining(['201', '409', '422']));
    expect(() => z.toJSONSchema(bookToday.body, { io: 'input' })).not.toThrow();
    expect(contracts.devTodayBodySchema).toBe(devTodayBodySchema);
  });
});
