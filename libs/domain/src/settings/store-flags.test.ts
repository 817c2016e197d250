import { describe, expect, it } from 'vitest';
import { isMaintenanceMode, isStoreOpen, noticeBar, STORE_CLOSED_NOTICE } from './store-flags';

describe('docs/behaviour.md §1 the store has an open/closed flag driven by settings', () => {
  it('is open by default and when is_store_open is invalid (§3, §5)', () => {
    expect(isStoreOpen([])).toBe(true);
    expect(isStoreOpen({ is_store_open: 'closed' })).toBe(true);
  });
  it('is closed when is_store_open is "false"', () => {
    expect(isStoreOpen({ is_store_open: 'false' })).toBe(false);
  });
});

describe('docs/architecture.md maintenance_mode, default false', () => {
  it('is off by default and when invalid', () => {
    expect(isMaintenanceMode([])).toBe(false);
    expect(isMaintenanceMode({ maintenance_mode: 'on' })).toBe(false);
  });
  it('is on when "true"', () => {
    expect(isMaintenanceMode({ maintenance_mode: 'true' })).toBe(true);
  });
});

describe('docs/behaviour.md §1 the notice bar is driven by settings', () => {
  it('shows the trimmed notice text while show-notice-bar is true (its default)', () => {
    expect(noticeBar({ 'notice-bar-text': '  Free shipping  ' })).toEqual({ show: true, text: 'Free shipping' });
  });
  it('hides when show-notice-bar is "false"', () => {
    expect(noticeBar({ 'show-notice-bar': 'false', 'notice-bar-text': 'Hi' })).toEqual({ show: false, text: 'Hi' });
  });
  it('hides when there is no text to show', () => {
    expect(noticeBar([])).toEqual({ show: false, text: '' });
    expect(noticeBar({ 'notice-bar-text': '   ' })).toEqual({ show: false, text: '' });
  });
  it('always shows while the store is closed, with the closed notice when there is no text', () => {
    expect(noticeBar({ is_store_open: 'false', 'show-notice-bar': 'false' })).toEqual({
      show: true,
      text: STORE_CLOSED_NOTICE,
    });
    expect(noticeBar({ is_store_open: 'false', 'notice-bar-text': 'Back Monday' })).toEqual({
      show: true,
      text: 'Back Monday',
    });
  });
});
