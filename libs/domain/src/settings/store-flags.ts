import { type SettingsInput } from './setting';
import { getBooleanSetting, getSetting, SETTING_KEYS } from './setting-defaults';

/** The notice shown while the store is closed and the settings give no notice text of their own. */
export const STORE_CLOSED_NOTICE = 'Our online store is closed for now. You can keep browsing; orders are paused.';

/** What the notice bar shows. */
export interface NoticeBar {
  show: boolean;
  text: string;
}

/** `is_store_open`, default true (docs/behaviour.md §3). */
export function isStoreOpen(settings: SettingsInput): boolean {
  return getBooleanSetting(settings, SETTING_KEYS.storeOpen);
}

/** `maintenance_mode`, default false (docs/architecture.md). */
export function isMaintenanceMode(settings: SettingsInput): boolean {
  return getBooleanSetting(settings, SETTING_KEYS.maintenanceMode);
}

/**
 * The notice bar (docs/behaviour.md §1, §3). It shows `notice-bar-text` when `show-notice-bar` is true and the
 * text is not blank, since an empty bar tells the shopper nothing. A closed store always shows it
 * (docs/architecture.md: "shows the notice"), with {@link STORE_CLOSED_NOTICE} when there is no text.
 */
export function noticeBar(settings: SettingsInput): NoticeBar {
  const text = getSetting(settings, SETTING_KEYS.noticeBarText)?.trim() ?? '';
  if (!isStoreOpen(settings)) return { show: true, text: text || STORE_CLOSED_NOTICE };
  return { show: getBooleanSetting(settings, SETTING_KEYS.showNoticeBar) && text !== '', text };
}
