import { describe, expect, it } from 'vitest';
import { isToastValidationError, ToastValidationError } from './toast-validation-error';

describe('docs/behaviour.md §5 toast validation failures are typed errors', () => {
  it('carries a literal name, a code and a message', () => {
    const error = new ToastValidationError('invalid-type');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ToastValidationError');
    expect(error.code).toBe('invalid-type');
    expect(error.message).toMatch(/foreground.*background/);
  });
  it('is recognised by name and code, also across realms', () => {
    expect(isToastValidationError(new ToastValidationError('blank-label'))).toBe(true);
    expect(isToastValidationError({ name: 'ToastValidationError', code: 'action-alt-text-required' })).toBe(true);
  });
  it('does not mistake other errors for it', () => {
    expect(isToastValidationError(new Error('x'))).toBe(false);
    expect(isToastValidationError({ name: 'ToastValidationError', code: 'other' })).toBe(false);
    expect(isToastValidationError(null)).toBe(false);
    expect(isToastValidationError('ToastValidationError')).toBe(false);
  });
});
