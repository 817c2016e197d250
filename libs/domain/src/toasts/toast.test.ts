import { describe, expect, it } from 'vitest';
import { createToast, shopToast, type ToastInput } from './toast';

describe('docs/behaviour.md §5 a toast may only have type foreground or background', () => {
  it('defaults to foreground and accepts background', () => {
    expect(createToast({ title: 'Hi' }, 't').type).toBe('foreground');
    expect(createToast({ title: 'Hi', type: 'background' }, 't').type).toBe('background');
  });
  it('refuses any other type with invalid-type', () => {
    const input = { title: 'Hi', type: 'urgent' } as unknown as ToastInput;
    expect(() => createToast(input, 't')).toThrow(expect.objectContaining({ code: 'invalid-type' }));
  });
});

describe('docs/behaviour.md §5 a toast action requires alternative text', () => {
  it('keeps an action with alternative text', () => {
    const action = { label: 'Undo', altText: 'Undo removing the ring' };
    expect(createToast({ title: 'Removed', action }, 't').action).toEqual(action);
  });
  it.each(['', '  '])('refuses alternative text %j with action-alt-text-required', (altText) => {
    expect(() => createToast({ title: 'Removed', action: { label: 'Undo', altText } }, 't')).toThrow(
      expect.objectContaining({ name: 'ToastValidationError', code: 'action-alt-text-required' }),
    );
  });
  it('refuses an action whose alternative text is missing at run time', () => {
    const input = { title: 'Removed', action: { label: 'Undo' } } as unknown as ToastInput;
    expect(() => createToast(input, 't')).toThrow(expect.objectContaining({ code: 'action-alt-text-required' }));
  });
});

describe('docs/behaviour.md §9 toasts: default duration 5000 ms, default position bottom-right', () => {
  it('builds an open toast with the defaults', () => {
    expect(createToast({ title: 'Saved' }, 'toast-1')).toEqual({
      id: 'toast-1',
      title: 'Saved',
      type: 'foreground',
      duration: 5000,
      position: 'bottom-right',
      open: true,
      closedAt: null,
    });
  });
  it('keeps a description and a valid duration, Infinity included', () => {
    expect(createToast({ title: 'a', description: 'b', duration: 0 }, 't')).toMatchObject({ description: 'b', duration: 0 });
    expect(createToast({ title: 'a', duration: Infinity }, 't').duration).toBe(Infinity);
  });
  it.each([-1, Number.NaN])('falls back to 5000 ms for duration %s', (duration) => {
    expect(createToast({ title: 'a', duration }, 't').duration).toBe(5000);
  });
});

describe('docs/behaviour.md §9 the shop\'s own toasts appear top-right for 3000 ms', () => {
  it('presets position and duration', () => {
    expect(createToast(shopToast({ title: 'Added to cart' }), 't')).toMatchObject({
      position: 'top-right',
      duration: 3000,
    });
  });
  it('lets the caller override the preset', () => {
    expect(shopToast({ title: 'Slow', duration: 8000 })).toEqual({ title: 'Slow', duration: 8000, position: 'top-right' });
  });
});
