import type { Storage } from 'redux-persist';

/**
 * localStorage for redux-persist, and nothing on the server: the cart lives in the browser only
 * (docs/architecture.md). Blocked storage (private mode, policies) behaves as empty.
 */
export const browserLocalStorage: Storage = {
  getItem: async (key: string) => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      if (typeof window !== 'undefined') window.localStorage.setItem(key, value);
    } catch {
      // Full or blocked storage: the cart still works for this visit.
    }
  },
  removeItem: async (key: string) => {
    try {
      if (typeof window !== 'undefined') window.localStorage.removeItem(key);
    } catch {
      // nothing kept, nothing to remove
    }
  },
};
