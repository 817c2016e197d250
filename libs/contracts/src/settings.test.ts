import { describe, expect, it } from 'vitest';
import { settingSchema, settingsFromResponse, settingsListResponseSchema, settingsResponseSchema } from './settings';

const settings = [
  { key: 'is_store_open', value: 'true' },
  { key: 'show-notice-bar', value: 'false' },
];

describe('settings come as a list or as an object with a data list (docs/behaviour.md §7)', () => {
  it('accepts both forms and reads the same list from each', () => {
    const bare = settingsResponseSchema.parse(settings);
    const wrapped = settingsResponseSchema.parse({ data: settings });
    expect(settingsFromResponse(bare)).toEqual(settings);
    expect(settingsFromResponse(wrapped)).toEqual(settings);
  });
  it('is sent by our server in the data form', () => {
    expect(settingsListResponseSchema.safeParse({ data: settings }).success).toBe(true);
    expect(settingsListResponseSchema.safeParse(settings).success).toBe(false);
  });
  it('holds every value as a string, booleans included (docs/behaviour.md §3)', () => {
    expect(settingSchema.safeParse({ key: 'is_store_open', value: true }).success).toBe(false);
    expect(settingSchema.safeParse({ key: '', value: 'x' }).success).toBe(false);
    expect(settingsResponseSchema.safeParse({ settings }).success).toBe(false);
  });
});
