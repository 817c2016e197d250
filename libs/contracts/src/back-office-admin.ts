import { z } from 'zod';
import { backOfficeStoreSchema } from './back-office-session';
import { dataEnvelope, dateSchema, dateTimeSchema, idSchema, moneySchema, paginated, singleLineText } from './common';
import type { EndpointDefinition } from './endpoints';
import { always, e, withBody } from './endpoint-responses';

/** The features `disabled_routes` may switch off (libs/domain `FEATURE_KEYS`; the API's tests keep the two equal). */
export const SWITCHABLE_FEATURES = ['cart', 'checkout', 'giftcards', 'carat-coins', 'gold-purchase-plan'] as const;

/** The settings the back office edits, by their stored key. */
export const EDITABLE_SETTING_KEYS = [
  'show-notice-bar',
  'notice-bar-text',
  'maintenance_mode',
  'disabled_routes',
  'shipping_fee_rupees',
  'shipping_free_above_rupees',
  'return_window_days',
] as const;
export type EditableSettingKey = (typeof EDITABLE_SETTING_KEYS)[number];

export const NOTICE_BAR_TEXT_MAX = 200;
export const SHIPPING_FEE_MAX_RUPEES = 1_000_000;
export const RETURN_WINDOW_MAX_DAYS = 90;

/**
 * Each editable setting's value, typed as the back office's form holds it; the settings table keeps strings
 * (booleans `true`/`false`, features comma-separated, rupees and days as decimal numbers).
 */
export const editableSettingValuesSchema = z.strictObject({
  'show-notice-bar': z.boolean({ error: 'Choose whether the notice bar shows' }),
  'notice-bar-text': singleLineText(
    z.string({ error: 'Enter the notice bar’s text' }).trim().max(NOTICE_BAR_TEXT_MAX, `Use at most ${NOTICE_BAR_TEXT_MAX} characters`),
    'The notice bar’s text',
  ),
  maintenance_mode: z.boolean({ error: 'Choose whether the shop is in maintenance' }),
  disabled_routes: z.array(z.enum(SWITCHABLE_FEATURES, { error: 'Choose features from the list' })).max(SWITCHABLE_FEATURES.length),
  shipping_fee_rupees: moneySchema.max(SHIPPING_FEE_MAX_RUPEES, 'Enter a shipping fee up to ₹10,00,000'),
  shipping_free_above_rupees: moneySchema,
  return_window_days: z
    .int({ error: `Enter a whole number of days, 1 to ${RETURN_WINDOW_MAX_DAYS}` })
    .min(1, `Enter a whole number of days, 1 to ${RETURN_WINDOW_MAX_DAYS}`)
    .max(RETURN_WINDOW_MAX_DAYS, `Enter a whole number of days, 1 to ${RETURN_WINDOW_MAX_DAYS}`),
});
export type EditableSettingValues = z.infer<typeof editableSettingValuesSchema>;

/** How a setting is edited: what the form shows beside its field. */
export const editableSettingSchema = z.object({
  key: z.enum(EDITABLE_SETTING_KEYS),
  label: z.string(),
  help: z.string(),
  kind: z.enum(['boolean', 'text', 'features', 'rupees', 'days']),
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type EditableSetting = z.infer<typeof editableSettingSchema>;

/** `GET /back-office/settings`: every editable setting's value now, and its rule. */
export const backOfficeSettingsSchema = z.object({
  values: editableSettingValuesSchema,
  fields: z.array(editableSettingSchema),
});
export type BackOfficeSettings = z.infer<typeof backOfficeSettingsSchema>;
export const backOfficeSettingsResponseSchema = dataEnvelope(backOfficeSettingsSchema);
export type BackOfficeSettingsResponse = z.infer<typeof backOfficeSettingsResponseSchema>;

/** The reason of a change the audit log keeps: 3 to 500 characters (libs/domain `reasonProblem`, checked by the API). */
export const changeReasonSchema = z.string({ error: 'Say why, in a few words.' }).max(2000, 'Keep the reason under 500 characters.');

/** `PUT /back-office/settings`: the settings to change (any of them) and why. */
export const updateBackOfficeSettingsBodySchema = z.object({
  values: editableSettingValuesSchema.partial(),
  reason: changeReasonSchema.optional(),
});
export type UpdateBackOfficeSettingsBody = z.infer<typeof updateBackOfficeSettingsBodySchema>;

/** The settings after the change, and the keys that changed (one audit record each). */
export const updateBackOfficeSettingsResponseSchema = z.object({
  data: backOfficeSettingsSchema,
  changed: z.array(z.enum(EDITABLE_SETTING_KEYS)),
});
export type UpdateBackOfficeSettingsResponse = z.infer<typeof updateBackOfficeSettingsResponseSchema>;

const queryInt = z.coerce.number<number | string>().int();
const queryId = queryInt.min(1, 'Choose one of the options').max(2_147_483_647, 'Choose one of the options');
const queryText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

export const AUDIT_LIST_PER_PAGE = 25;

/**
 * `GET /back-office/audit`: filters by action, subject (`order:AUR-…`, `setting:<key>`, or its beginning),
 * actor, store and India dates (inclusive); newest first.
 */
export const auditListQuerySchema = z
  .object({
    action: queryText(60).optional(),
    subject: queryText(100).optional(),
    actor: queryId.optional(),
    store: queryId.optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    page: queryInt.min(1).max(1_000_000).default(1),
    per_page: queryInt.min(1).max(100).default(AUDIT_LIST_PER_PAGE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'Choose a date on or after the first' });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** One record of the audit log: who did what, when, to what, before → after, and why. */
export const auditEntrySchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  action: z.string(),
  subject: z.string().nullable(),
  /** Null once the account is gone, or for the shop itself. */
  actor: z.object({ id: idSchema, name: z.string() }).nullable(),
  store: z.object({ id: idSchema, slug: z.string(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = paginated(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Orders and money of one India day. */
export const dashboardDaySchema = z.object({ date: dateSchema, orders: z.int().min(0), revenue: moneySchema });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * `GET /back-office/dashboard`: in the caller's reach (an admin: every order; a manager: their stores' pick-up
 * orders), today's orders and revenue, what waits for staff, and the last 14 days for a chart (oldest first).
 */
export const dashboardSchema = z.object({
  today: dashboardDaySchema,
  waiting: z.object({
    to_pack: z.int().min(0),
    to_ship: z.int().min(0),
    ready_for_pickup: z.int().min(0),
    returns_requested: z.int().min(0),
  }),
  days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = dataEnvelope(dashboardSchema);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const backOfficeStoreListResponseSchema = z.object({ data: z.array(backOfficeStoreSchema) });
export type BackOfficeStoreListResponse = z.infer<typeof backOfficeStoreListResponseSchema>;

/** The back office's settings, audit log, dashboard and the stores in the caller's reach. */
export const backOfficeAdminEndpoints = {
  getBackOfficeSettings: {
    method: 'GET',
    path: '/back-office/settings',
    summary: 'Every setting the back office edits, with its value and rule (right settings.view)',
    auth: 'back_office',
    response: { 200: backOfficeSettingsResponseSchema, 401: e, 403: e, ...always },
  },
  updateBackOfficeSettings: {
    method: 'PUT',
    path: '/back-office/settings',
    summary: 'Change settings, with a reason; each changed one is audited and the shop reads it at once (right settings.edit)',
    auth: 'back_office',
    body: updateBackOfficeSettingsBodySchema,
    response: { 200: updateBackOfficeSettingsResponseSchema, 401: e, 403: e, ...withBody, ...always },
  },
  listAuditEntries: {
    method: 'GET',
    path: '/back-office/audit',
    summary: 'The audit log of the stores in reach, newest first, filtered and paginated (right audit.view)',
    auth: 'back_office',
    query: auditListQuerySchema,
    response: { 200: auditListResponseSchema, 401: e, 403: e, 404: e, 422: e, ...always },
  },
  getDashboard: {
    method: 'GET',
    path: '/back-office/dashboard',
    summary: 'Today’s orders and revenue, what waits, and the last 14 days, for the stores in reach (right dashboard.view)',
    auth: 'back_office',
    response: { 200: dashboardResponseSchema, 401: e, 403: e, ...always },
  },
  listBackOfficeStores: {
    method: 'GET',
    path: '/back-office/stores',
    summary: 'The stores in the caller’s reach, for filters',
    auth: 'back_office',
    response: { 200: backOfficeStoreListResponseSchema, 401: e, 403: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
