// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  deferModuleScripts,
  MANIFEST_HREF,
  libraryChunksOf,
  startAfterFirstPaintScript,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_FIRST,
  WEB_FONTS_HREF,
  webFaces,
  webFacesOf,
} from './deferred-scripts';
import { HYDRATING_EVENT } from './hydrating-event';
import { STARTED_EVENT } from './start-signals';

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
    await vi.advanceTimersByTimeAsync(4);
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
    // The task after it starts; then each module is announced in a task of its own, and the next task starts them
    // (each zero delay is at least 1 ms).
    await vi.advanceTimersByTimeAsync(1);
    expect(announced()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(announced()).toEqual(['/assets/entry.client-1.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(announced()).toEqual(['/assets/entry.client-1.js', '/assets/framework-1.js']);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
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
    await vi.advanceTimersByTimeAsync(3);
    expect(started()).toEqual([MODULE_SOURCE]);
  });

  it('gives the started script the held-back script’s CSP nonce', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE, 'n0nce');
    new Function(startAfterFirstPaintScript([]))();
    await vi.advanceTimersByTimeAsync(3_002);
    expect([...document.body.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.nonce)).toEqual(['n0nce']);
  });

  it('imports the library chunks one by one before it starts the held-back script, which starts even if one fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE);
    const script = startAfterFirstPaintScript(['/assets/entry.client-1.js', '/assets/framework-1.js', '/assets/shared-1.js']);
    expect(script).toContain(
      `)({"preloads":["/assets/entry.client-1.js","/assets/framework-1.js","/assets/shared-1.js"],"held":"deferred-page-module","first":["/assets/framework-1.js","/assets/shared-1.js"],"fonts":${JSON.stringify(webFaces())},"fontsHref":${JSON.stringify(WEB_FONTS_HREF)},"fontsAttribute":"data-web-fonts","manifestHref":"/site.webmanifest","hydratingEvent":"aurelia:hydrating","startedEvent":"aurelia:started"})`,
    );
    // Here the imports fail (no such files): the held-back script starts all the same, once.
    new Function(script)();
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(started()).toEqual([MODULE_SOURCE]));
  });

  /** The web faces' stylesheet as the build writes it (minified, `@font-face` rules only). */
  const WEB_FONTS_CSS =
    '@layer reset, tokens, ui, app;\n' +
    '@font-face{font-family:Cormorant Garamond;font-style:normal;font-display:swap;font-weight:500;src:url(/assets/cg-500.woff2)format("woff2"),url(/assets/cg-500.woff)format("woff")}' +
    '@font-face{font-family:Cormorant Garamond;font-style:normal;font-display:swap;font-weight:600;src:url(/assets/cg-600.woff2)format("woff2")}' +
    "@font-face{font-family:'Inter Variable';/* cut: 400–700; 30 KB */font-style:normal;font-display:swap;font-weight:400 700;src:url(data:font/woff2;base64,d09GMg==)format(\"woff2-variations\");unicode-range:U+??,U+131,U+2000-206F}";
  const FACES = webFacesOf(WEB_FONTS_CSS, WEB_FONTS_FIRST);

  /** FontFace and `document.fonts` (jsdom has neither), whose loads wait for the test and are started in order. */
  function fakeFonts(onLoad?: () => void) {
    const created: FakeFontFace[] = [];
    const added: FakeFontFace[] = [];
    const loading: FakeFontFace[] = [];
    class FakeFontFace {
      status = 'unloaded';
      private settle: (() => void) | undefined;
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: Record<string, string>,
      ) {
        created.push(this);
      }
      load() {
        this.status = 'loading';
        loading.push(this);
        onLoad?.();
        return new Promise<this>((resolve) => {
          this.settle = () => {
            this.status = 'loaded';
            resolve(this);
          };
        });
      }
      arrive() {
        this.settle?.();
      }
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: FakeFontFace) => added.push(face) } });
    return { created, added, loading };
  }

  const usesWebFonts = () => document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);
  const linkedStylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

  /** Runs the script and reports the first paint (a frame, then its task). */
  async function startAndPaint(faces = FACES) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    holdBack(MODULE_SOURCE);
    new Function(startAfterFirstPaintScript([], faces))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
  }

  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('has the web faces of the built stylesheet, read by the server: Inter and semibold Cormorant first', () => {
    const faces = webFaces();
    expect(faces.filter((face) => face.first).map((face) => [face.family, face.descriptors['weight']])).toEqual(
      expect.arrayContaining([
        ['Inter Variable', expect.any(String)],
        ['Cormorant Garamond', '600'],
      ]),
    );
    for (const face of faces) expect(face.source).toMatch(/^url\(/);
  });

  it('reads a stylesheet’s `@font-face` rules as FontFace’s arguments, marking those loaded first', () => {
    expect(FACES).toEqual([
      {
        family: 'Cormorant Garamond',
        source: 'url(/assets/cg-500.woff2)format("woff2"),url(/assets/cg-500.woff)format("woff")',
        descriptors: { style: 'normal', display: 'swap', weight: '500' },
        first: false,
      },
      { family: 'Cormorant Garamond', source: 'url(/assets/cg-600.woff2)format("woff2")', descriptors: { style: 'normal', display: 'swap', weight: '600' }, first: true },
      {
        family: 'Inter Variable',
        source: 'url(data:font/woff2;base64,d09GMg==)format("woff2-variations")',
        descriptors: { style: 'normal', display: 'swap', weight: '400 700', unicodeRange: 'U+??,U+131,U+2000-206F' },
        // 400–700 covers 400.
        first: true,
      },
    ]);
  });

  it('makes the web faces and loads the first ones, one per task, without holding up the modules', async () => {
    const fonts = fakeFonts();
    await startAndPaint();
    expect(fonts.created.map((face) => [face.family, face.source, face.descriptors])).toEqual(FACES.map((face) => [face.family, face.source, face.descriptors]));
    await vi.advanceTimersByTimeAsync(2);
    // Semibold Cormorant and Inter load first; medium Cormorant waits to be drawn with.
    expect(fonts.created.map((face) => face.status)).toEqual(['unloaded', 'loading', 'loading']);
    expect(started()).toEqual([MODULE_SOURCE]);
    expect(fonts.added).toEqual([]);
    expect(usesWebFonts()).toBe(false);
  });

  it('starts each font’s load in a task of its own', async () => {
    let task = 0;
    const loadedIn: number[] = [];
    fakeFonts(() => loadedIn.push(task));
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // Numbers the tasks: each timer's callback is one.
    const fakeSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((step: () => void, ms?: number) =>
      fakeSetTimeout(() => {
        task += 1;
        step();
      }, ms)) as typeof setTimeout;
    try {
      new Function(startAfterFirstPaintScript([], FACES))();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(10);
    } finally {
      globalThis.setTimeout = fakeSetTimeout;
    }
    expect(loadedIn).toHaveLength(2);
    expect(new Set(loadedIn).size).toBe(2);
  });

  it('adds every web face at once when the first ones have arrived, so the page is laid out again once', async () => {
    const fonts = fakeFonts();
    await startAndPaint();
    await vi.advanceTimersByTimeAsync(2);
    fonts.created[2]?.arrive();
    await vi.advanceTimersByTimeAsync(100);
    expect(fonts.added).toEqual([]);
    fonts.created[1]?.arrive();
    await vi.waitFor(() => expect(usesWebFonts()).toBe(true));
    expect(fonts.added).toEqual(fonts.created);
    await vi.advanceTimersByTimeAsync(5_000); // the 3 s fallback adds nothing twice
    expect(fonts.added).toHaveLength(3);
  });

  it('adds the web faces after 3 s when one never comes', async () => {
    const fonts = fakeFonts();
    await startAndPaint();
    await vi.advanceTimersByTimeAsync(2_990);
    expect(usesWebFonts()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(usesWebFonts()).toBe(true);
    expect(fonts.added).toHaveLength(3);
  });

  it('links the web faces’ stylesheet without FontFace, or when the server found no faces in it', async () => {
    vi.stubGlobal('FontFace', undefined);
    await startAndPaint();
    expect(linkedStylesheets()).toEqual([WEB_FONTS_HREF]);
    expect(usesWebFonts()).toBe(true);
    await vi.waitFor(() => expect(started()).toEqual([MODULE_SOURCE]));

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
    const fonts = fakeFonts();
    await startAndPaint([]);
    expect(linkedStylesheets()).toEqual([WEB_FONTS_HREF]);
    expect(fonts.created).toEqual([]);
  });

  it('adds the web faces also when there is no module script to start', async () => {
    const fonts = fakeFonts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript([], FACES))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(3_100);
    expect(fonts.added).toHaveLength(3);
    expect(started()).toEqual([]);
  });

  it('links the web app manifest once the page has painted, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript([], FACES))();
    const manifests = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));
    await vi.advanceTimersByTimeAsync(0);
    expect(manifests()).toEqual([]);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(manifests()).toEqual([MANIFEST_HREF]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manifests()).toEqual([MANIFEST_HREF]);
  });

  describe('a press before the page has started', () => {
    const signal = (name: string) => document.dispatchEvent(new Event(name));
    const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

    function startWithButtons() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      // The scripts of the tests above keep presses too, until told the page is hydrating: they are done with.
      signal(HYDRATING_EVENT);
      signal(STARTED_EVENT);
      document.body.innerHTML =
        '<button type="button" id="add">Add to bag</button><button type="button" id="photo">Photo 2</button>' +
        '<form action="/search"><button id="search">Search</button></form>';
      document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
      const pressed: string[] = [];
      document.addEventListener('click', (event) => pressed.push((event.target as Element).id));
      new Function(startAfterFirstPaintScript([], FACES))();
      return pressed;
    }

    it('makes the last press on a button again once the page has started, once however often it was pressed', () => {
      const pressed = startWithButtons();
      button('photo').click();
      button('add').click();
      button('add').click();
      pressed.length = 0;

      signal(HYDRATING_EVENT);
      expect(pressed).toEqual([]);
      signal(STARTED_EVENT);
      expect(pressed).toEqual(['add']);
      signal(STARTED_EVENT);
      expect(pressed).toEqual(['add']);
    });

    it('keeps no press once React hydrates, nor one on a form’s submit button, which the browser answers', () => {
      const pressed = startWithButtons();
      button('search').click();
      signal(HYDRATING_EVENT);
      button('add').click(); // React answers this one itself
      pressed.length = 0;
      signal(STARTED_EVENT);
      expect(pressed).toEqual([]);
    });

    it('does not press a button that is gone or disabled by the time the page has started', () => {
      const pressed = startWithButtons();
      button('add').click();
      signal(HYDRATING_EVENT);
      button('add').disabled = true;
      pressed.length = 0;
      signal(STARTED_EVENT);
      expect(pressed).toEqual([]);

      const again = startWithButtons();
      button('photo').click();
      button('photo').remove();
      again.length = 0;
      signal(HYDRATING_EVENT);
      signal(STARTED_EVENT);
      expect(again).toEqual([]);
    });
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
