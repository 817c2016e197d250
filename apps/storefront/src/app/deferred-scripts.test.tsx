// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_MODULE_ID, DEFERRED_MODULE_TYPE, deferModuleScripts, libraryChunksOf, startAfterFirstPaintScript, WEB_FONTS, WEB_FONTS_ATTRIBUTE } from './deferred-scripts';

const MODULE_SOURCE = 'import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");';

/** The shape of React Router's `<Scripts>` output on the server: preloads, then the context and module scripts. */
function scriptsOutput(moduleScript = true, nonce?: string) {
  return createElement(
    Fragment,
    null,
    createElement('link', { rel: 'modulepreload', href: '/assets/manifest-1.js' }),
    createElement('link', { rel: 'modulepreload', href: '/assets/entry.client-1.js' }),
    createElement('link', { rel: 'modulepreload', href: '/assets/framework-1.js' }),
    createElement('link', { rel: 'modulepreload', href: '/assets/entry.client-1.js' }),
    createElement(
      Fragment,
      null,
      createElement('script', { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: 'window.__reactRouterContext = {};' } }),
      moduleScript
        ? createElement('script', { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: MODULE_SOURCE }, type: 'module', async: true, nonce })
        : null,
    ),
  );
}

describe('deferModuleScripts: React Router’s scripts, held back until the first paint', () => {
  it('drops the module preloads, keeps their hrefs once each, and turns the module script into one the browser does not run', () => {
    const { node, preloads, source } = deferModuleScripts(scriptsOutput());
    expect(preloads).toEqual(['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/framework-1.js']);
    expect(source).toBe(MODULE_SOURCE);

    const html = renderToStaticMarkup(<>{node}</>);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script id="${DEFERRED_MODULE_ID}" type="${DEFERRED_MODULE_TYPE}">${MODULE_SOURCE}</script>`);
    // The context script, which hands the server's data to the client, is left as it was.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('keeps the CSP nonce on the held-back script, so that the script started from it may run', () => {
    const html = renderToStaticMarkup(<>{deferModuleScripts(scriptsOutput(true, 'n0nce')).node}</>);
    expect(html).toContain(`<script id="${DEFERRED_MODULE_ID}" type="${DEFERRED_MODULE_TYPE}" nonce="n0nce">`);
  });

  it('leaves the output unchanged when there is no module script to hold back (after hydration, or a new React Router)', () => {
    const rendered = scriptsOutput(false);
    expect(deferModuleScripts(rendered)).toEqual({ node: rendered, preloads: [], source: null });
    expect(deferModuleScripts(null)).toEqual({ node: null, preloads: [], source: null });
  });
});

describe('the inline script that starts the page’s modules', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  });

  function holdBack(source: string, nonce?: string) {
    const held = document.createElement('script');
    if (nonce) held.nonce = nonce;
    held.id = DEFERRED_MODULE_ID;
    held.type = DEFERRED_MODULE_TYPE;
    held.textContent = source;
    document.body.appendChild(held);
  }

  const started = () => [...document.body.querySelectorAll('script[type="module"]')].map((script) => script.textContent);
  const announced = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('starts the held-back script once the browser reports the first paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const observers: { callback: () => void; types: string[]; connected: boolean }[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'resource'];
        private readonly entry: { callback: () => void; types: string[]; connected: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, types: [], connected: true };
          observers.push(this.entry);
        }
        observe(options: { type: string }) {
          this.entry.types.push(options.type);
        }
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
    holdBack(MODULE_SOURCE);
    new Function(startAfterFirstPaintScript(['/assets/entry.client-1.js']))();

    // Frames come and go, but nothing has been painted yet: the text is drawn with the fallback faces.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([]);
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);

    expect(observers.map((observer) => observer.types)).toEqual([['paint']]);
    observers[0]?.callback(); // the first paint is reported
    expect(observers[0]?.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
    expect(announced()).toEqual(['/assets/entry.client-1.js']);
    expect(started()).toEqual([MODULE_SOURCE]);
  });

  it('without paint timing, announces the modules and starts the held-back script after a frame, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE);
    new Function(startAfterFirstPaintScript(['/assets/entry.client-1.js', '/assets/framework-1.js']))();

    expect(started()).toEqual([]);
    expect(announced()).toEqual([]);

    vi.advanceTimersToNextFrame(); // the animation frame before the first paint
    await vi.advanceTimersByTimeAsync(1); // the task after it (a zero delay is at least 1 ms)
    expect(announced()).toEqual(['/assets/entry.client-1.js', '/assets/framework-1.js']);
    expect(started()).toEqual([MODULE_SOURCE]);

    await vi.advanceTimersByTimeAsync(5_000); // the fallback for tabs that paint nothing does not start it twice
    expect(started()).toEqual([MODULE_SOURCE]);
  });

  it('still starts the scripts of a tab that paints no frame (opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE);
    // No frame is ever painted: only the fallback timer runs.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(startAfterFirstPaintScript([]))();

    await vi.advanceTimersByTimeAsync(2_999);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual([MODULE_SOURCE]);
  });

  it('gives the started script the held-back script’s CSP nonce', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE, 'n0nce');
    new Function(startAfterFirstPaintScript([]))();
    await vi.advanceTimersByTimeAsync(3_000);
    expect([...document.body.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.nonce)).toEqual(['n0nce']);
  });

  it('imports the library chunks one by one before it starts the held-back script, which starts even if one fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE);
    const script = startAfterFirstPaintScript(['/assets/entry.client-1.js', '/assets/framework-1.js', '/assets/shared-1.js']);
    expect(script).toContain(`)(["/assets/entry.client-1.js","/assets/framework-1.js","/assets/shared-1.js"],"deferred-page-module",["/assets/framework-1.js","/assets/shared-1.js"],"data-web-fonts",${JSON.stringify(WEB_FONTS)})`);
    // Here the imports fail (no such files): the held-back script starts all the same, once.
    new Function(script)();
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(started()).toEqual([MODULE_SOURCE]));
  });

  /** `document.fonts` whose loads wait for the test: jsdom has none. */
  function pendingFonts() {
    const pending: { font: string; resolve: () => void }[] = [];
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: (font: string) => new Promise<void>((resolve) => pending.push({ font, resolve })) },
    });
    return pending;
  }

  const usesWebFonts = () => document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);

  it('switches to the web fonts once they are loaded, without holding up the modules', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const pending = pendingFonts();
    try {
      holdBack(MODULE_SOURCE);
      new Function(startAfterFirstPaintScript([]))();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
      expect(pending.map((load) => load.font)).toEqual(WEB_FONTS);
      expect(started()).toEqual([MODULE_SOURCE]);
      expect(usesWebFonts()).toBe(false);
      pending[0]?.resolve();
      await vi.advanceTimersByTimeAsync(100);
      expect(usesWebFonts()).toBe(false);
      pending[1]?.resolve();
      await vi.waitFor(() => expect(usesWebFonts()).toBe(true));
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('switches to the web fonts after 3 s when one never comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    pendingFonts();
    try {
      holdBack(MODULE_SOURCE);
      new Function(startAfterFirstPaintScript([]))();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(2_990);
      expect(usesWebFonts()).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(usesWebFonts()).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('keeps a `</script>` in a module href from closing the inline script', () => {
    expect(startAfterFirstPaintScript(['/assets/</script><script>alert(1)</script>.js'])).not.toContain('</script>');
  });
});

describe('libraryChunksOf', () => {
  it('picks the framework, state and shared chunks of a page’s preloads, in that order, and nothing of the page', () => {
    const preloads = [
      '/assets/manifest-ab12.js',
      '/assets/entry.client-Dg1.js',
      '/assets/rolldown-runtime-XK9.js',
      '/assets/shared-Dl6D_8B2.js',
      '/assets/framework-3us.js',
      '/assets/root-tp.js',
      '/assets/state-fbK.js',
      '/assets/category-Ws.js',
      '/assets/product-listing-Ci.js',
    ];
    expect(libraryChunksOf(preloads)).toEqual(['/assets/framework-3us.js', '/assets/state-fbK.js', '/assets/shared-Dl6D_8B2.js']);
    expect(libraryChunksOf(['/assets/entry.client-1.js'])).toEqual([]);
  });
});
