import { SHOP_TOAST_DURATION_MS, SHOP_TOAST_POSITION, TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_POSITION } from '../constants';
import { ToastValidationError } from './toast-validation-error';

/** Foreground toasts are announced at once to assistive technology, background ones politely. */
export type ToastType = 'foreground' | 'background';

/** Where a toast viewport sits. */
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** A toast's button, with the text a screen reader offers instead (docs/behaviour.md §5). */
export interface ToastAction {
  label: string;
  altText: string;
}

/** One toast in the list (docs/behaviour.md §4): open, then closed, then removed. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  type: ToastType;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. */
  duration: number;
  position: ToastPosition;
  open: boolean;
  /** Epoch milliseconds when it closed; null while open. */
  closedAt: number | null;
  action?: ToastAction;
}

/** What a caller asks for; anything left out takes the provider's default. */
export interface ToastInput {
  /** A caller's own id replaces the toast with that id instead of stacking another. */
  id?: string;
  title: string;
  description?: string;
  type?: ToastType;
  duration?: number;
  position?: ToastPosition;
  action?: ToastAction;
}

function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/**
 * Builds an open toast from `input`, validated as docs/behaviour.md §5 says: the type is only `foreground`
 * (the default) or `background`, and an action needs non-blank `altText`; a broken rule throws a
 * {@link ToastValidationError}. A duration that is not a non-negative number falls back to 5000 ms.
 */
export function createToast(input: ToastInput, id: string): Toast {
  const type: unknown = input.type ?? 'foreground';
  if (type !== 'foreground' && type !== 'background') throw new ToastValidationError('invalid-type');
  if (input.action && isBlank(input.action.altText)) throw new ToastValidationError('action-alt-text-required');
  const duration =
    typeof input.duration === 'number' && input.duration >= 0 ? input.duration : TOAST_DEFAULT_DURATION_MS;
  return {
    id,
    title: input.title,
    ...(input.description === undefined ? {} : { description: input.description }),
    type,
    duration,
    position: input.position ?? TOAST_DEFAULT_POSITION,
    open: true,
    closedAt: null,
    ...(input.action ? { action: { ...input.action } } : {}),
  };
}

/** The shop's own toasts: top-right for 3000 ms (docs/behaviour.md §9, "another reading"), unless `input` says otherwise. */
export function shopToast(input: ToastInput): ToastInput {
  return { duration: SHOP_TOAST_DURATION_MS, position: SHOP_TOAST_POSITION, ...input };
}
