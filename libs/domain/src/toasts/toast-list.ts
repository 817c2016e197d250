import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants';
import { createToast, type Toast, type ToastInput } from './toast';

/** The toast list, oldest first, and the number behind the next generated id. */
export interface ToastsState {
  toasts: readonly Toast[];
  nextId: number;
}

/** No toasts yet. */
export const initialToastsState: ToastsState = { toasts: [], nextId: 1 };

function close(toast: Toast, now: number): Toast {
  return { ...toast, open: false, closedAt: now };
}

/**
 * Adds a validated toast (see `createToast`; it throws on a broken rule). Without an `id` it gets
 * `toast-<n>`; with the id of a toast in the list it replaces that toast in place and reopens it.
 * At most {@link TOAST_LIMIT} toasts are open at once: the oldest open ones are closed, so they
 * leave with their closing animation and are removed like any closed toast.
 */
export function addToast(state: ToastsState, input: ToastInput, now: number): ToastsState {
  const generated = input.id === undefined;
  const toast = createToast(input, input.id ?? `toast-${state.nextId}`);
  const replaces = state.toasts.some((existing) => existing.id === toast.id);
  const toasts = replaces ?
      state.toasts.map((existing) => (existing.id === toast.id ? toast : existing))
    : [...state.toasts, toast];
  let excess = toasts.filter((entry) => entry.open).length - TOAST_LIMIT;
  const limited = toasts.map((entry) => {
    if (excess <= 0 || !entry.open || entry === toast) return entry;
    excess -= 1;
    return close(entry, now);
  });
  return { toasts: limited, nextId: generated ? state.nextId + 1 : state.nextId };
}

/** Closes the toast `id` at `now` (docs/behaviour.md §4); a closed or unknown toast leaves the state as it is. */
export function closeToast(state: ToastsState, id: string, now: number): ToastsState {
  const target = state.toasts.find((toast) => toast.id === id);
  if (!target?.open) return state;
  return { ...state, toasts: state.toasts.map((toast) => (toast === target ? close(toast, now) : toast)) };
}

/** When a toast leaves the list: {@link TOAST_REMOVE_DELAY_MS} (200 ms) after it closed; null while open. */
export function toastRemovalDueAt(toast: Toast): number | null {
  return toast.closedAt === null ? null : toast.closedAt + TOAST_REMOVE_DELAY_MS;
}

/** Drops the toasts whose removal time has come (at or after it); the same state when there are none. */
export function removeExpiredToasts(state: ToastsState, now: number): ToastsState {
  const kept = state.toasts.filter((toast) => {
    const due = toastRemovalDueAt(toast);
    return due === null || now < due;
  });
  return kept.length === state.toasts.length ? state : { ...state, toasts: kept };
}
