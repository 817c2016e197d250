import { DEFAULT_RETURN_WINDOW_DAYS, SETTING_KEYS } from '@aurelia/domain';

/** The settings of docs/architecture.md, plus the business values later features read. */
export const SEED_SETTINGS: readonly { key: string; value: string }[] = [
  { key: SETTING_KEYS.storeOpen, value: 'true' },
  { key: SETTING_KEYS.showNoticeBar, value: 'true' },
  { key: SETTING_KEYS.noticeBarText, value: 'Free insured shipping across India on orders above ₹25,000' },
  { key: SETTING_KEYS.maintenanceMode, value: 'false' },
  { key: SETTING_KEYS.disabledRoutes, value: '' },
  { key: 'carat_coins_per_100_rupees', value: '1' },
  { key: 'carat_coins_per_100_rupees_studded', value: '2' },
  { key: 'carat_coin_value_rupees', value: '1' },
  { key: 'carat_coins_max_redeem_percent', value: '10' },
  { key: 'carat_coins_expiry_months', value: '12' },
  { key: 'shipping_free_above_rupees', value: '25000' },
  { key: 'shipping_fee_rupees', value: '250' },
  { key: 'checkout_reservation_minutes', value: '30' },
  { key: 'return_window_days', value: String(DEFAULT_RETURN_WINDOW_DAYS) },
];
