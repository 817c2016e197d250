import { describe, expect, it } from 'vitest';
import { TOAST_PROVIDER_DEFAULTS, validateToastProviderLabel } from './toast-provider';
import { ToastValidationError } from './toast-validation-error';

describe('docs/behaviour.md §9 toast provider defaults', () => {
  it('holds at most 5 toasts for 5000 ms, swiped right past 50 px, F8 to focus, bottom-right', () => {
    expect(TOAST_PROVIDER_DEFAULTS).toEqual({
      limit: 5,
      duration: 5000,
      swipeThreshold: 50,
      swipeDirection: 'right',
      hotkey: ['F8'],
      position: 'bottom-right',
      label: 'Notifications',
    });
  });
});

describe('docs/behaviour.md §5 the toast provider label must not be blank', () => {
  it('accepts a label, trimmed', () => {
    expect(validateToastProviderLabel(' Notifications ')).toBe('Notifications');
    expect(validateToastProviderLabel(TOAST_PROVIDER_DEFAULTS.label)).toBe('Notifications');
  });
  it.each(['', '   ', undefined, null, 5])('refuses %j with blank-label', (label) => {
    expect(() => validateToastProviderLabel(label)).toThrow(ToastValidationError);
    expect(() => validateToastProviderLabel(label)).toThrow(expect.objectContaining({ code: 'blank-label' }));
  });
});
