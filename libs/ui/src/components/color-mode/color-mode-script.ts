/** Where the shopper's colour-mode preference is kept across visits. */
export const COLOR_MODE_STORAGE_KEY = 'aurelia-color-mode';

/** Options of {@link colorModeScript}. */
export interface ColorModeScriptOptions {
  /** localStorage key of the preference (default {@link COLOR_MODE_STORAGE_KEY}). */
  storageKey?: string;
  /** The mode the page's route forces; only `light` or `dark` take effect, as in `resolveColorMode`. */
  forced?: unknown;
}

/**
 * A tiny script for `<head>` that sets `data-theme` on `<html>` before the first paint, so the page never
 * flashes the wrong theme. It mirrors `resolveColorMode` of @aurelia/domain (forced light/dark wins,
 * then the stored preference, then the operating system); the provider takes over after hydration.
 */
export function colorModeScript({ storageKey = COLOR_MODE_STORAGE_KEY, forced }: ColorModeScriptOptions = {}): string {
  const pinned = forced === 'light' || forced === 'dark' ? forced : null;
  return `(function(k,f){try{var d=document.documentElement,p=String(localStorage.getItem(k)||'').trim().toLowerCase(),m=f||(p==='light'||p==='dark'?p:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'));d.dataset.theme=m;d.style.colorScheme=m}catch(e){}})(${JSON.stringify(storageKey)},${JSON.stringify(pinned)})`;
}
