import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_POSITION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../constants';
import { ToastValidationError } from './toast-validation-error';

/** The toast provider's settings (docs/behaviour.md §9; Radix Toast's own defaults). */
export const TOAST_PROVIDER_DEFAULTS = {
  limit: TOAST_LIMIT,
  duration: TOAST_DEFAULT_DURATION_MS,
  swipeThreshold: TOAST_SWIPE_THRESHOLD_PX,
  swipeDirection: TOAST_SWIPE_DIRECTION,
  hotkey: TOAST_HOTKEY,
  position: TOAST_DEFAULT_POSITION,
  label: 'Notifications',
} as const;

/**
 * The provider label, read by screen readers with the hotkey ("Notifications (F8)"), must not be
 * blank (docs/behaviour.md §5). Returns it trimmed; throws a {@link ToastValidationError} `blank-label` otherwise.
 */
export function validateToastProviderLabel(label: unknown): string {
  const trimmed = typeof label === 'string' ? label.trim() : '';
  if (trimmed === '') throw new ToastValidationError('blank-label');
  return trimmed;
}
