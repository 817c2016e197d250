import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastTone } from '@aurelia/ui';

/** A toast's link onward ("View bag"): its words, what a screen reader hears of it, and where it leads. */
export interface ToastLink {
  label: string;
  altText: string;
  href: string;
}

/** A toast asked for by a thunk or listener; the Toaster hands it to the design system's ToastProvider. */
export interface ToastRequest {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  link?: ToastLink;
}

export interface ToastsState {
  /** Requests not shown yet, oldest first. */
  queue: ToastRequest[];
  /** Counts requests, so each gets a unique id without reading the clock. */
  sequence: number;
}

const initialState: ToastsState = { queue: [], sequence: 0 };

/**
 * Toasts as Redux events: side effects (listeners, thunks) only dispatch `toastRequested`; the
 * `<Toaster>` shows each request with the shop's toast settings (docs/behaviour.md §9: top-right, 3000 ms) and
 * acknowledges it with `toastShown`. The list of open toasts and its limits stay in libs/ui on the
 * domain's rules.
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastRequested: {
      reducer(state, action: PayloadAction<Omit<ToastRequest, 'id'> & { id?: string }>) {
        state.sequence += 1;
        state.queue.push({ id: `shop-toast-${state.sequence}`, ...action.payload });
      },
      /**
       * `id`: a toast that must never show twice at once (two sources can say the session ended) takes a fixed id;
       * one asked for again while open replaces it in place.
       */
      prepare(title: string, tone: ToastTone = 'neutral', description?: string, link?: ToastLink, id?: string) {
        return { payload: { title, tone, ...(description === undefined ? {} : { description }), ...(link ? { link } : {}), ...(id ? { id } : {}) } };
      },
    },
    toastShown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastRequested, toastShown } = toastsSlice.actions;
