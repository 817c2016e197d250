// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MANIFEST_HREF,
  splitScripts,
  startAfterFirstPaintScript,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_FIRST,
  WEB_FONTS_HREF,
  webFaces,
  webFacesOf,
} from './deferred-scripts';
import { HYDRATING_EVENT } from './hydrating-event';
import { LATE_PART_ATTRIBUTE, PART_HYDRATED_EVENT, PART_KEEPING_EVENT, STARTED_EVENT } from './start-signals';

describe('the inline start script: presses kept, web fonts and manifest after the first paint', () => {
  /** React starts hydrating: the page's modules are in. */
  const hydrating = () => document.dispatchEvent(new Event(HYDRATING_EVENT));

  // Each test's script listens on the document: its listeners go with the test, so that no earlier test's script
  // answers a later test's signals (a part's, say) as well.
  let listening: Parameters<Document['addEventListener']>[] = [];
  beforeEach(() => {
    const listen = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<Document['addEventListener']>) => {
      listening.push(args);
      listen(...args);
    });
  });

  afterEach(() => {
    // A script left waiting for hydration must not ask for faces in the next test.
    hydrating();
    for (const [type, listener, options] of listening) document.removeEventListener(type, listener, options);
    listening = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
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

  /** Runs the script, has the page's modules come, and reports the first paint (a frame, then its task). */
  async function startAndPaint(faces = FACES) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript(faces))();
    hydrating();
    vi.advanceTimersToNextFrame();
    // The paint's task, then the one asking for the faces.
    await vi.advanceTimersByTimeAsync(1);
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

  it('makes the web faces and loads the first ones, one per task, once the page has painted', async () => {
    const fonts = fakeFonts();
    await startAndPaint();
    expect(fonts.created.map((face) => [face.family, face.source, face.descriptors])).toEqual(FACES.map((face) => [face.family, face.source, face.descriptors]));
    await vi.advanceTimersByTimeAsync(2);
    // Semibold Cormorant and Inter load first; medium Cormorant waits to be drawn with.
    expect(fonts.created.map((face) => face.status)).toEqual(['unloaded', 'loading', 'loading']);
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
      new Function(startAfterFirstPaintScript(FACES))();
      hydrating();
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

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
    const fonts = fakeFonts();
    await startAndPaint([]);
    expect(linkedStylesheets()).toEqual([WEB_FONTS_HREF]);
    expect(fonts.created).toEqual([]);
  });

  it('adds the web faces once the browser reports the first paint, not before', async () => {
    const fonts = fakeFonts();
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
    new Function(startAfterFirstPaintScript(FACES))();
    hydrating();
    // Frames come and go, but nothing has been painted yet: the text is drawn with the fallback faces.
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(fonts.created).toEqual([]);

    expect(observers.map((observer) => observer.types)).toEqual([['paint']]);
    observers[0]?.callback(); // the first paint is reported
    expect(observers[0]?.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(4);
    expect(fonts.created).toHaveLength(3);
  });

  it('still adds the web faces of a tab that paints no frame (opened in the background), once', async () => {
    const fonts = fakeFonts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(startAfterFirstPaintScript(FACES))();
    hydrating();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fonts.created).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(fonts.created).toHaveLength(3);
    expect(fonts.added).toHaveLength(3);
  });

  it('asks for the web faces once the page starts hydrating, not at the paint: the modules have the connection first', async () => {
    const fonts = fakeFonts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript(FACES))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fonts.created).toEqual([]);
    hydrating();
    await vi.advanceTimersByTimeAsync(4);
    expect(fonts.created).toHaveLength(3);
    expect(fonts.created.map((face) => face.status)).toEqual(['unloaded', 'loading', 'loading']);
  });

  it('asks for the web faces 5 s after the paint when the page never hydrates, once', async () => {
    const fonts = fakeFonts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript(FACES))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(4_990);
    expect(fonts.created).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(fonts.created).toHaveLength(3);
    hydrating();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fonts.created).toHaveLength(3);
    expect(fonts.added).toHaveLength(3);
  });

  it('links the web app manifest once the page has painted, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterFirstPaintScript(FACES))();
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
      new Function(startAfterFirstPaintScript(FACES))();
      return pressed;
    }

    /** The page has started: the kept press comes in a microtask, once React has drawn what was typed. */
    async function started() {
      signal(STARTED_EVENT);
      await Promise.resolve();
    }

    it('makes the last press on a button again once the page has started, once however often it was pressed', async () => {
      const pressed = startWithButtons();
      button('photo').click();
      button('add').click();
      button('add').click();
      pressed.length = 0;

      signal(HYDRATING_EVENT);
      expect(pressed).toEqual([]);
      await started();
      expect(pressed).toEqual(['add']);
      await started();
      expect(pressed).toEqual(['add']);
    });

    it('keeps no press once React hydrates, nor one on a form’s submit button, which the browser answers', async () => {
      const pressed = startWithButtons();
      button('search').click();
      signal(HYDRATING_EVENT);
      button('add').click(); // React answers this one itself
      pressed.length = 0;
      await started();
      expect(pressed).toEqual([]);
    });

    it('does not press a button that is gone or disabled by the time the page has started', async () => {
      const pressed = startWithButtons();
      button('add').click();
      signal(HYDRATING_EVENT);
      button('add').disabled = true;
      pressed.length = 0;
      await started();
      expect(pressed).toEqual([]);

      const again = startWithButtons();
      button('photo').click();
      button('photo').remove();
      again.length = 0;
      signal(HYDRATING_EVENT);
      await started();
      expect(again).toEqual([]);
    });
  });

  describe('text typed into a field before the page has hydrated', () => {
    const signal = (name: string) => document.dispatchEvent(new Event(name));

    /**
     * A field as React hydrates it: React notes the value the field has then, and notes every value set through the
     * setter it puts on the field; its change event fires for an input event only when the field's value differs
     * from its note. Returns the changes React would report.
     */
    function asReactHydrates(field: HTMLInputElement | HTMLTextAreaElement) {
      const prototype = Object.getPrototypeOf(field) as object;
      const native = Object.getOwnPropertyDescriptor(prototype, 'value');
      let noted = field.value;
      Object.defineProperty(field, 'value', {
        configurable: true,
        get: () => native?.get?.call(field) as string,
        set: (value: string) => {
          noted = value;
          native?.set?.call(field, value);
        },
      });
      const changes: string[] = [];
      field.addEventListener('input', () => {
        if (field.value === noted) return;
        noted = field.value;
        changes.push(field.value);
      });
      return changes;
    }

    function page() {
      // The script's own timers (the fonts, the manifest) would otherwise fire after the test, with no document left.
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      signal(HYDRATING_EVENT);
      signal(STARTED_EVENT);
      document.body.innerHTML =
        '<form><input id="name" value=""><input id="email" type="email" value=""><textarea id="notes"></textarea>' +
        '<input id="remember" type="checkbox"><input id="city" value="Mumbai"><button type="button" id="send">Send code</button></form>';
      new Function(startAfterFirstPaintScript(FACES))();
      const field = (id: string) => document.getElementById(id) as HTMLInputElement;
      return field;
    }

    it('tells React of it once the page has started, as if just typed, before a press kept meanwhile is made again', async () => {
      const field = page();
      field('name').value = 'Asha Rao';
      field('email').value = 'asha@example.in';
      (document.getElementById('notes') as HTMLTextAreaElement).value = 'A ring to resize';
      const order: string[] = [];
      document.getElementById('send')?.addEventListener('click', () => order.push('press'));
      document.getElementById('send')?.click();
      signal(HYDRATING_EVENT);
      const name = asReactHydrates(field('name'));
      const email = asReactHydrates(field('email'));
      const notes = asReactHydrates(document.getElementById('notes') as HTMLTextAreaElement);
      field('name').addEventListener('input', () => order.push('name'));
      order.length = 0;

      signal(STARTED_EVENT);
      expect([name, email, notes]).toEqual([['Asha Rao'], ['asha@example.in'], ['A ring to resize']]);
      expect(field('name').value).toBe('Asha Rao');
      await Promise.resolve();
      expect(order).toEqual(['name', 'press']);
    });

    it('leaves alone the fields nobody typed into before, and those typed into once React had them', () => {
      const field = page();
      signal(HYDRATING_EVENT);
      const name = asReactHydrates(field('name'));
      const city = asReactHydrates(field('city'));
      field('name').value = 'typed once hydrated';
      signal(STARTED_EVENT);
      expect(name).toEqual([]);
      expect(city).toEqual([]);
    });

    it('keeps the caret where it was in the field being typed into', () => {
      const field = page();
      field('name').value = 'Asha Rao';
      field('name').focus();
      field('name').setSelectionRange(2, 2);
      signal(HYDRATING_EVENT);
      asReactHydrates(field('name'));
      signal(STARTED_EVENT);
      expect([field('name').selectionStart, field('name').selectionEnd]).toEqual([2, 2]);
    });
  });

  describe('a choice made before the page has hydrated', () => {
    const signal = (name: string) => document.dispatchEvent(new Event(name));

    /**
     * Radios and a checkbox as React hydrates them: React notes whether each is checked then, and every value set
     * through the setter it puts on it; a click reports a change only when the control differs from its note. The
     * first change draws the form again with its state, as React does: the payment method back on UPI.
     */
    function asReactHydrates(controls: HTMLInputElement[], { redraw = true } = {}) {
      const changes: string[] = [];
      for (const control of controls) {
        const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');
        let noted = control.checked;
        Object.defineProperty(control, 'checked', {
          configurable: true,
          get: () => native?.get?.call(control) as boolean,
          set: (value: boolean) => {
            noted = value;
            native?.set?.call(control, value);
          },
        });
        control.addEventListener('click', () => {
          if (control.checked === noted) return;
          noted = control.checked;
          changes.push(`${control.name} ${control.value} ${control.checked}`);
          if (redraw && changes.length === 1) {
            const upi = document.getElementById('upi') as HTMLInputElement;
            native?.set?.call(upi, true);
          }
        });
      }
      return changes;
    }

    function page(late = false) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      signal(HYDRATING_EVENT);
      signal(STARTED_EVENT);
      document.body.innerHTML =
        `<div id="part"${late ? ` ${LATE_PART_ATTRIBUTE}` : ''}><form>` +
        '<input type="radio" name="fulfilment" value="delivery" id="delivery" checked><input type="radio" name="fulfilment" value="pickup" id="pickup">' +
        '<input type="radio" name="method" value="upi" id="upi" checked><input type="radio" name="method" value="bank" id="bank">' +
        '<input type="checkbox" name="coins" id="coins"><input type="radio" name="size" value="12" id="size" disabled>' +
        '<button type="button" id="pay">Pay now</button></form></div>';
      new Function(startAfterFirstPaintScript(FACES))();
      return (id: string) => document.getElementById(id) as HTMLInputElement;
    }

    it('tells React of each radio and checkbox chosen, as read before any is told (React draws the form again at the first)', () => {
      const control = page();
      control('pickup').click();
      control('bank').click();
      control('coins').click();
      signal(HYDRATING_EVENT);
      const changes = asReactHydrates(['delivery', 'pickup', 'upi', 'bank', 'coins'].map(control));
      signal(STARTED_EVENT);
      expect(changes).toEqual(['fulfilment pickup true', 'method bank true', 'coins on true']);
      expect([control('pickup').checked, control('bank').checked, control('coins').checked]).toEqual([true, true, true]);
    });

    it('leaves alone a choice made once React had it, and a disabled one', () => {
      const control = page();
      // Ticked as the server drew it disabled (a size sold out meanwhile, say): a click could not make it again.
      control('size').checked = true;
      signal(HYDRATING_EVENT);
      const changes = asReactHydrates(['delivery', 'pickup', 'upi', 'bank', 'coins', 'size'].map(control));
      control('pickup').click();
      changes.length = 0;
      signal(STARTED_EVENT);
      expect(changes).toEqual([]);
      expect(control('size').checked).toBe(true);
    });

    it('tells React of a list’s choice changed before, chosen again should React have drawn it back, and not of one left alone', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      signal(HYDRATING_EVENT);
      signal(STARTED_EVENT);
      document.body.innerHTML =
        '<form><select id="country"><option value="+91" selected>India</option><option value="+971">UAE</option></select>' +
        '<select id="title"><option value="">None</option><option value="dr">Dr</option></select></form>';
      new Function(startAfterFirstPaintScript(FACES))();
      const country = document.getElementById('country') as HTMLSelectElement;
      const title = document.getElementById('title') as HTMLSelectElement;
      country.value = '+971';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      signal(HYDRATING_EVENT);
      // React hydrates the list with its state's choice and hears of changes by their change event.
      country.value = '+91';
      const heard: string[] = [];
      for (const select of [country, title]) select.addEventListener('change', () => heard.push(`${select.id} ${select.value}`));
      signal(STARTED_EVENT);
      expect(heard).toEqual(['country +971']);
      expect(country.value).toBe('+971');
    });

    it('tells a part that keeps choices itself once it says it has hydrated, and not again once the page has started', () => {
      const control = page();
      control('bank').click();
      signal(HYDRATING_EVENT);
      const changes = asReactHydrates(['upi', 'bank'].map(control), { redraw: false });
      document.getElementById('part')?.dispatchEvent(new Event(PART_HYDRATED_EVENT, { bubbles: true, cancelable: true }));
      signal(STARTED_EVENT);
      expect(changes).toEqual(['method bank true']);
    });

    it('in a part hydrated later: keeps a press made while the page hydrates until the part keeps presses, and tells its choices once it has hydrated, once', async () => {
      const control = page(true);
      const part = document.getElementById('part') as HTMLElement;
      const pressed: string[] = [];
      control('pay').addEventListener('click', () => pressed.push('pay'));
      control('bank').click();
      signal(HYDRATING_EVENT);
      // React, hydrating the page, drops a press in a part whose code has not come.
      control('pay').click();
      pressed.length = 0;
      part.dispatchEvent(new Event(PART_KEEPING_EVENT, { bubbles: true }));
      expect(pressed).toEqual(['pay']);
      signal(STARTED_EVENT);
      await Promise.resolve();
      expect(pressed).toEqual(['pay']);

      const changes = asReactHydrates(['upi', 'bank'].map(control), { redraw: false });
      const hydrated = new Event(PART_HYDRATED_EVENT, { bubbles: true, cancelable: true });
      part.dispatchEvent(hydrated);
      expect(changes).toEqual(['method bank true']);
      expect(hydrated.defaultPrevented).toBe(true);
      signal(STARTED_EVENT);
      expect(changes).toEqual(['method bank true']);
    });
  });

  it('keeps a `</script>` in a font’s URL from closing the inline script', () => {
    const face = { family: 'Inter', source: 'url(/assets/</script><script>alert(1)</script>.woff2)', descriptors: {}, first: true };
    expect(startAfterFirstPaintScript([face])).not.toContain('</script>');
  });
});

describe('splitScripts: React Router’s module preloads in the head after the stylesheets, its scripts in the body', () => {
  /** React Router's `<Scripts>` output as it renders it: a fragment of preloads, the context script and the module script. */
  const scripts = (
    <>
      <link rel="modulepreload" href="/assets/manifest.js" nonce="n" />
      <>
        <link rel="modulepreload" href="/assets/framework.js" nonce="n" />
      </>
      <script nonce="n" dangerouslySetInnerHTML={{ __html: 'window.__reactRouterContext = {}' }} />
      <script nonce="n" type="module" async dangerouslySetInnerHTML={{ __html: 'import "/assets/entry.client.js";' }} />
    </>
  );
  const PRELOADS = /<link rel="modulepreload" href="[^"]+"/g;

  it('renders the preloads where they stand, after the stylesheets, and the scripts unchanged in the body', () => {
    const html = renderToStaticMarkup(
      <html lang="en">
        <head>
          <link rel="stylesheet" href="/assets/root.css" />
          {splitScripts(scripts, true)}
        </head>
        <body>
          <main>page</main>
          {splitScripts(scripts, false)}
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head.match(PRELOADS)).toEqual(['<link rel="modulepreload" href="/assets/manifest.js"', '<link rel="modulepreload" href="/assets/framework.js"']);
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('modulepreload'));
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<script nonce="n" type="module" async="">import "/assets/entry.client.js";</script>');
    expect(body).toContain('window.__reactRouterContext = {}');
  });

  it('without it, React hoists the preloads into the head, ahead of the stylesheets', () => {
    const html = renderToStaticMarkup(
      <html lang="en">
        <head>
          <link rel="stylesheet" href="/assets/root.css" />
        </head>
        <body>{scripts}</body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(PRELOADS)).toHaveLength(2);
    expect(head.indexOf('modulepreload')).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });
});
