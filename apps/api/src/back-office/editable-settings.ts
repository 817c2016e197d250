import { editableSettingValuesSchema, EDITABLE_SETTING_KEYS, type EditableSetting, type EditableSettingKey, type EditableSettingValues } from '@aurelia/contracts';
import { DEFAULT_RETURN_WINDOW_DAYS, FEATURE_KEYS, FEATURE_LABELS, parseDisabledRoutes, type SettingsMap } from '@aurelia/domain';
import { CHECKOUT_SETTING_DEFAULTS } from '../checkout/checkout-settings';

/** The key of the return window, in days after delivery or collection (libs/domain `returnWindowOpen`). */
export const RETURN_WINDOW_DAYS_KEY = 'return_window_days';

/** What the back office's settings form shows for each setting, in the form's order. */
export const EDITABLE_SETTINGS: readonly EditableSetting[] = [
  { key: 'show-notice-bar', label: 'Show the notice bar', help: 'The strip above every page of the shop.', kind: 'boolean' },
  { key: 'notice-bar-text', label: 'Notice bar text', help: 'One line, at most 200 characters; empty hides the bar.', kind: 'text', max: 200 },
  {
    key: 'maintenance_mode',
    label: 'Maintenance mode',
    help: 'The shop shows a maintenance page to everyone; the back office stays open.',
    kind: 'boolean',
  },
  {
    key: 'disabled_routes',
    label: 'Switched-off features',
    help: 'Their pages answer with a notice, and the API refuses their calls.',
    kind: 'features',
    options: FEATURE_KEYS.map((value) => ({ value, label: FEATURE_LABELS[value] })),
  },
  { key: 'shipping_fee_rupees', label: 'Shipping fee (₹)', help: 'Charged on a delivery below the free-shipping threshold.', kind: 'rupees', min: 0, max: 1_000_000 },
  {
    key: 'shipping_free_above_rupees',
    label: 'Free shipping from (₹)',
    help: 'A delivery order of at least this much ships free.',
    kind: 'rupees',
    min: 0,
    max: 1_000_000_000,
  },
  {
    key: 'return_window_days',
    label: 'Return window (days)',
    help: 'How many days after delivery or collection a shopper may ask to return pieces.',
    kind: 'days',
    min: 1,
    max: 90,
  },
];

const DEFAULTS: EditableSettingValues = {
  'show-notice-bar': true,
  'notice-bar-text': '',
  maintenance_mode: false,
  disabled_routes: [],
  shipping_fee_rupees: CHECKOUT_SETTING_DEFAULTS.shippingFeeRupees,
  shipping_free_above_rupees: CHECKOUT_SETTING_DEFAULTS.freeShippingFromRupees,
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
};

/** A stored string as the form's value: what the shop itself would read, or the default when it reads none. */
function typed(key: EditableSettingKey, raw: string | undefined): unknown {
  if (raw === undefined) return DEFAULTS[key];
  switch (key) {
    case 'show-notice-bar':
    case 'maintenance_mode': {
      const value = raw.trim().toLowerCase();
      return value === 'true' ? true : value === 'false' ? false : DEFAULTS[key];
    }
    case 'disabled_routes':
      return parseDisabledRoutes(raw);
    case 'shipping_fee_rupees':
    case 'shipping_free_above_rupees':
    case 'return_window_days':
      return raw.trim() === '' ? DEFAULTS[key] : Number(raw);
    case 'notice-bar-text':
      return raw;
  }
}

/** Every editable setting's value from the stored ones; a stored value the rules refuse shows as its default. */
export function editableValuesFrom(map: SettingsMap): EditableSettingValues {
  const values: Record<string, unknown> = {};
  for (const key of EDITABLE_SETTING_KEYS) {
    const parsed = editableSettingValuesSchema.shape[key].safeParse(typed(key, map[key]));
    values[key] = parsed.success ? parsed.data : DEFAULTS[key];
  }
  return values as EditableSettingValues;
}

/** A form value as the settings table keeps it. */
export function storedValue(key: EditableSettingKey, value: EditableSettingValues[EditableSettingKey]): string {
  if (key === 'disabled_routes' && Array.isArray(value)) return FEATURE_KEYS.filter((feature) => value.includes(feature)).join(',');
  return String(value);
}
