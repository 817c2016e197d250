import { z } from 'zod';

/** A setting: key and value, both strings; booleans are the strings `true` and `false` (docs/behaviour.md §3). */
export const settingSchema = z.object({
  key: z.string().min(1),
  value: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

/** The form our server sends for `GET /settings/`: `{ data: Setting[] }`. */
export const settingsListResponseSchema = z.object({ data: z.array(settingSchema) });
export type SettingsListResponse = z.infer<typeof settingsListResponseSchema>;

/** What a client accepts from `GET /settings/`: a bare list, or an object with a data list (docs/behaviour.md §7). */
export const settingsResponseSchema = z.union([z.array(settingSchema), settingsListResponseSchema]);
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** The list of settings whichever form the response took. */
export function settingsFromResponse(response: SettingsResponse): Setting[] {
  return Array.isArray(response) ? response : response.data;
}
