// The rule does not know Vite's `?url` suffix: the package and its export exist (libs/ui package.json).
// eslint-disable-next-line @nx/enforce-module-boundaries
import webFontsHref from '@aurelia/ui/styles/web-fonts.css?url';
// The same stylesheet as built (its fonts' URLs are the built files'), read by the server only.
// eslint-disable-next-line @nx/enforce-module-boundaries
import webFontsCss from '@aurelia/ui/styles/web-fonts.css?inline';
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { useCspNonce } from './csp-nonce';
import { HYDRATING_EVENT } from './hydrating-event';
import { STARTED_EVENT } from './start-signals';

/** The element holding the page's module script until the first paint (its text is the script). */
export const DEFERRED_MODULE_ID = 'deferred-page-module';
/** Its type: a script type the browser does not run, so the text waits in the document. */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
/** Set on `<html>` once the web faces are in the page's font set (loaded, or given up on after 3 s). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/**
 * The web app manifest. Linked from the start script once the page has painted: the browser fetches a page's
 * manifest, and then the manifest's icons, as soon as the page has loaded, which here comes before the first paint
 * (no script is pending by then). Lighthouse counted those two requests, one after the other, into the page's
 * largest paint (1.21–1.23 s against 1.06–1.10 s on product and category pages).
 */
export const MANIFEST_HREF = '/site.webmanifest';
/** The web faces' stylesheet (libs/ui web-fonts.css): the only place they are declared. */
export const WEB_FONTS_HREF = webFontsHref;
/**
 * The faces most text is drawn with: the body's Inter and the headings' and prices' semibold Cormorant, as
 * [family, weight]. They are loaded before any web face is added, so that the page is laid out again once, with
 * them; a face not listed loads when first drawn with.
 */
export const WEB_FONTS_FIRST: [family: string, weight: number][] = [
  ['Inter Variable', 400],
  ['Cormorant Garamond', 600],
];

interface ScriptElementProps {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  dangerouslySetInnerHTML?: { __html?: string | TrustedHTML };
  children?: ReactNode;
}

export interface DeferredModules {
  /** What React Router rendered, without its module preloads and with the module script held back. */
  node: ReactNode;
  /** The modules the preloads announced: fetched when the held-back script is started. */
  preloads: string[];
  /** The held-back module script's text, or null if none was found (then `node` is what was rendered). */
  source: string | null;
}

/**
 * Takes React Router's `<Scripts>` output apart: the `<link rel="modulepreload">` elements are dropped (their
 * hrefs kept) and the inline `<script type="module">` that imports the page's modules becomes a script of a
 * type the browser does not run, keeping its CSP nonce for when it is started. Everything else (the context
 * script that hands the server's data to the client, an import map) stays as it was.
 */
export function deferModuleScripts(rendered: ReactNode): DeferredModules {
  const preloads: string[] = [];
  let source: string | null = null;

  const visit = (node: ReactNode): ReactNode => {
    if (!isValidElement<ScriptElementProps>(node)) return node;
    const element: ReactElement<ScriptElementProps> = node;
    if (element.type === Fragment) {
      return <Fragment key={element.key}>{Children.map(element.props.children, visit)}</Fragment>;
    }
    if (element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href) {
      preloads.push(element.props.href);
      return null;
    }
    const html = element.props.dangerouslySetInnerHTML?.__html;
    if (element.type === 'script' && element.props.type === 'module' && typeof html === 'string' && source === null) {
      source = html;
      return (
        <script
          key={element.key}
          id={DEFERRED_MODULE_ID}
          type={DEFERRED_MODULE_TYPE}
          nonce={element.props.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }
    return element;
  };

  const node = visit(rendered);
  if (source === null) return { node: rendered, preloads: [], source: null };
  return { node, preloads: [...new Set(preloads)], source };
}

/** What the inline start script is given. */
export interface StartConfig {
  /** The modules the page preloads, announced once it has painted. */
  preloads: string[];
  /** The id of the held-back module script. */
  held: string;
  /** The library chunks among the preloads, imported one by one before the held-back script starts. */
  first: string[];
  /** The web faces, read from their stylesheet by the server. */
  fonts: WebFace[];
  /** The web faces' stylesheet, linked instead where FontFace is missing. */
  fontsHref: string;
  /** Set on `<html>` once the web faces are in. */
  fontsAttribute: string;
  /** The web app manifest, linked once the page has painted. */
  manifestHref: string;
  /** Dispatched on `document` as React starts hydrating: presses are no longer kept from then on. */
  hydratingEvent: string;
  /** Dispatched on `document` once the page has started: the press kept, if any, is made again. */
  startedEvent: string;
}

/** A web face as the FontFace constructor takes it, and whether it is loaded before any face is added. */
export interface WebFace {
  family: string;
  source: string;
  descriptors: Record<string, string>;
  first: boolean;
}

/** The `@font-face` descriptors FontFace takes, by their names in CSS. */
const FONT_FACE_DESCRIPTORS: Record<string, string> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
  'font-feature-settings': 'featureSettings',
};

/**
 * The `@font-face` rules of a stylesheet, as FontFace's arguments; `first` marks those covering one of the
 * [family, weight] pairs given.
 */
export function webFacesOf(css: string, first: [family: string, weight: number][]): WebFace[] {
  const faces: WebFace[] = [];
  // The server's build does not minify CSS: its comments stay, and may hold `:` and `;`.
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, body = ''] of rules.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declared: Record<string, string> = {};
    // A value may hold `;` or `:` inside parentheses: `url(data:…;base64,…)`.
    for (const [, name = '', value = ''] of body.matchAll(/([\w-]+)\s*:\s*((?:[^;()]|\([^)]*\))+)/g)) {
      declared[name.toLowerCase()] = value.trim();
    }
    const family = declared['font-family']?.replace(/^(["'])(.*)\1$/, '$2');
    const source = declared['src'];
    if (!family || !source) continue;
    const descriptors: Record<string, string> = {};
    for (const [name, key] of Object.entries(FONT_FACE_DESCRIPTORS)) {
      const value = declared[name];
      if (value) descriptors[key] = value;
    }
    const [low = 400, high = low] = (declared['font-weight'] ?? '400')
      .split(/\s+/)
      .map((weight) => (weight === 'bold' ? 700 : weight === 'normal' ? 400 : Number(weight)));
    faces.push({ family, source, descriptors, first: first.some(([wanted, weight]) => wanted === family && weight >= low && weight <= high) });
  }
  return faces;
}

let builtWebFaces: WebFace[] | undefined;
/** The faces of libs/ui's web-fonts.css as built, read once. */
export function webFaces() {
  builtWebFaces ??= webFacesOf(webFontsCss, WEB_FONTS_FIRST);
  return builtWebFaces;
}

/**
 * Runs in the page, as an inline script: once the browser has painted the server's HTML, add the web fonts,
 * announce the modules and start the held-back module script, in short tasks (the browser holds off the shopper's
 * input while a task runs). Stringified into the document, so it must stand alone.
 *
 * The web faces are not in the page's stylesheets (the storefront takes libs/ui's core.css), so the first paint
 * draws with the fallback faces the token stacks name next, sized like them. Here they are made FontFace objects
 * (the server read them from their stylesheet, so the page spends no task fetching and parsing it), loaded, and
 * added to `document.fonts` together: the browser then lays out again the text drawn with them, and recomputes no
 * element's style (switching the font stacks recomputed every element's). Without FontFace, the stylesheet is
 * linked instead.
 *
 * The libraries (`first`: React and React Router, the state libraries, the app's shared code) are imported one by
 * one before the held-back script starts, so that each is evaluated in a task of its own: the browser evaluates a
 * module script's whole graph in one task, and on a slow phone that one long task held up whatever the shopper
 * did meanwhile. The held-back script then evaluates the page's
 * own modules, and hydration starts from them, as before; should an import fail, it starts all the same.
 */
function startPageAfterFirstPaint(config: StartConfig) {
  const later = (step: () => void) => setTimeout(step, 0);

  // A button's handler is React's, so until the page has started a press on one does nothing (on a slow phone the
  // page shows for a second or more before that). The last button pressed meanwhile is pressed again once the page
  // has started: once, however often it was pressed. Links and submit buttons of forms are left to the browser,
  // which follows or posts them without the page's JavaScript.
  let pressedEarly: HTMLButtonElement | null = null;
  const keepPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled && (button.type === 'button' || !button.form)) pressedEarly = button;
  };
  document.addEventListener('click', keepPress, true);
  document.addEventListener(config.hydratingEvent, () => document.removeEventListener('click', keepPress, true), { once: true });
  document.addEventListener(
    config.startedEvent,
    () => {
      const button = pressedEarly;
      pressedEarly = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
    { once: true },
  );

  const markWebFontsIn = () => document.documentElement.setAttribute(config.fontsAttribute, '');
  const linkInHead = (rel: string, href: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
  };
  const linkWebFonts = () => {
    linkInHead('stylesheet', config.fontsHref);
    markWebFontsIn();
  };
  const addWebFonts = () => {
    if (typeof FontFace !== 'function' || !document.fonts?.add || config.fonts.length === 0) {
      linkWebFonts();
      return;
    }
    const faces = config.fonts.map(({ family, source, descriptors, first }) => ({ face: new FontFace(family, source, descriptors), first }));
    let added = false;
    const add = () => {
      if (added) return;
      added = true;
      for (const { face } of faces) document.fonts.add(face);
      markWebFontsIn();
    };
    // One font's fetch started per task, as the modules' below.
    const loads = faces
      .filter(({ first }) => first)
      .map(({ face }) => new Promise((settled) => later(() => face.load().then(settled, settled))));
    Promise.all(loads).then(add);
    // A face that never comes does not keep the others from being used.
    setTimeout(add, 3000);
  };

  const startModules = () => {
    const held = document.getElementById(config.held);
    if (!held) return;
    const startHeld = () => {
      const script = document.createElement('script');
      // The page's CSP runs inline scripts only with its nonce; the held script carries it.
      if (held.nonce) script.nonce = held.nonce;
      script.type = 'module';
      script.textContent = held.textContent;
      document.body.appendChild(script);
    };
    const importInTurn = () => {
      let chain = Promise.resolve();
      for (const href of config.first) chain = chain.then(() => import(/* @vite-ignore */ href));
      chain.then(startHeld, startHeld);
    };
    // One preload per task: while the page loads, starting a fetch is not free on a slow phone.
    const announce = (index: number) => {
      const href = config.preloads[index];
      if (href === undefined) {
        later(importInTurn);
        return;
      }
      linkInHead('modulepreload', href);
      later(() => announce(index + 1));
    };
    announce(0);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addWebFonts();
    later(startModules);
    later(() => linkInHead('manifest', config.manifestHref));
  };
  const soon = () => later(start);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The browser reports the first paint once the frame is on screen.
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      soon();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing: a frame is produced after the animation frame callbacks, the timeout runs after it.
    requestAnimationFrame(soon);
  }
  // A tab opened in the background paints nothing until it is shown: its scripts still load.
  setTimeout(start, 3000);
}

/** JSON for an inline script: no `</script>` or `<!--` can close or change it. */
function inlineJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The build's library chunks (the `framework`, `state` and `shared` groups of vite.config.ts), in the order they
 * import one another. The page's modules import them, so the held-back script would evaluate them first anyway:
 * importing them ahead changes when their top-level code runs, not what runs or in which order.
 */
const LIBRARY_CHUNKS = ['framework', 'state', 'shared'];

/** Of the modules a page preloads, its library chunks, framework first. */
export function libraryChunksOf(preloads: string[]) {
  const chunkOf = (href: string) => /\/([a-z]+)-[\w-]+\.js$/.exec(href)?.[1] ?? '';
  return LIBRARY_CHUNKS.flatMap((name) => preloads.filter((href) => chunkOf(href) === name));
}

/**
 * The inline script that starts the held-back module script after the first paint, announcing `preloads` and
 * evaluating their library chunks first.
 */
export function startAfterFirstPaintScript(preloads: string[], fonts: WebFace[] = webFaces()) {
  const config: StartConfig = {
    preloads,
    held: DEFERRED_MODULE_ID,
    first: libraryChunksOf(preloads),
    fonts,
    fontsHref: WEB_FONTS_HREF,
    fontsAttribute: WEB_FONTS_ATTRIBUTE,
    manifestHref: MANIFEST_HREF,
    hydratingEvent: HYDRATING_EVENT,
    startedEvent: STARTED_EVENT,
  };
  return `(${startPageAfterFirstPaint.toString()})(${inlineJson(config)})`;
}

/**
 * React Router's `<Scripts>`, loaded after the first paint. The page is rendered on the server and complete
 * without JavaScript, so its stylesheets, fonts and largest image should have the connection to themselves
 * first; the framework and the page's modules follow once the shopper sees the page,
 * and hydration follows them. Without this, the browser fetches every module side by side with what the
 * first paint needs, and on a slow mobile connection the page appears later.
 *
 * If React Router's output ever lacks the module script this expects, its `<Scripts>` is rendered unchanged.
 */
export function DeferredScripts() {
  const nonce = useCspNonce();
  // `<Scripts>` is called rather than rendered so that its output can be changed; its hooks are this
  // component's, called in the same order on every render. It takes the nonce from `<ServerRouter nonce>`.
  const { node, preloads } = deferModuleScripts(Scripts({}));
  // With nothing held back (React Router rendered no module script here), the script still adds the web fonts.
  // Only the server's HTML needs its text (it has run by the time the page hydrates, and hydration keeps the
  // server's), so the browser's build leaves the start script out of the first load.
  return (
    <>
      {node}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startAfterFirstPaintScript(preloads) : '' }}
      />
    </>
  );
}

/** For `<head>`: without scripting, the web faces come from their stylesheet at once, and the manifest is linked. */
export function WithoutScripting() {
  return (
    <noscript>
      <link rel="stylesheet" href={WEB_FONTS_HREF} />
      <link rel="manifest" href={MANIFEST_HREF} />
    </noscript>
  );
}
