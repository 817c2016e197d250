import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { useCspNonce } from './csp-nonce';

/** The element holding the page's module script until the first paint (its text is the script). */
export const DEFERRED_MODULE_ID = 'deferred-page-module';
/** Its type: a script type the browser does not run, so the text waits in the document. */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
/** Set on `<html>` once the page has painted: from then on text is drawn with the web fonts (app.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/**
 * The faces most text is drawn with (libs/ui fonts.css): the body's Inter and the headings' and prices' semibold
 * Cormorant. They are loaded before the page switches to the web fonts, so that it is laid out again once, with
 * them; a face not listed loads when first drawn with, after the switch.
 */
export const WEB_FONTS = ['400 1em "Inter Variable"', '600 1em "Cormorant Garamond"'];

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

/**
 * Runs in the page, as an inline script: once the browser has painted the server's HTML, ask for the web fonts,
 * announce the modules and start the held-back module script. Stringified into the document, so it must stand alone.
 *
 * The libraries (`first`: React and React Router, the state libraries, the app's shared code) are imported one by
 * one before the held-back script starts, so that each is evaluated in a task of its own: the browser evaluates a
 * module script's whole graph in one task, and on a slow phone that one task (about 25 ms here, 100 ms at a
 * quarter of the speed) held up whatever the shopper did meanwhile. The held-back script then evaluates the page's
 * own modules, and hydration starts from them, as before; should an import fail, it starts all the same.
 */
function startPageModulesAfterFirstPaint(preloads: string[], id: string, first: string[], webFontsAttribute: string, webFonts: string[]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The web fonts, which the first paint went without (app.css): loaded first, then drawn with, so that the
    // page is laid out again once (switching to fonts still loading cost one layout more, as long as the first).
    const switchToWebFonts = () => document.documentElement.setAttribute(webFontsAttribute, '');
    if (document.fonts?.load) {
      Promise.all(webFonts.map((font) => document.fonts.load(font))).then(switchToWebFonts, switchToWebFonts);
      // A font that never comes does not keep the others from being used.
      setTimeout(switchToWebFonts, 3000);
    } else {
      switchToWebFonts();
    }
    const held = document.getElementById(id);
    if (!held) return;
    const links = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    }
    document.head.appendChild(links);
    const startHeld = () => {
      const script = document.createElement('script');
      // The page's CSP runs inline scripts only with its nonce; the held script carries it.
      if (held.nonce) script.nonce = held.nonce;
      script.type = 'module';
      script.textContent = held.textContent;
      document.body.appendChild(script);
    };
    let chain = Promise.resolve();
    for (const href of first) chain = chain.then(() => import(/* @vite-ignore */ href));
    chain.then(startHeld, startHeld);
  };
  const soon = () => setTimeout(start, 0);
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
export function startAfterFirstPaintScript(preloads: string[]) {
  const args = [preloads, DEFERRED_MODULE_ID, libraryChunksOf(preloads), WEB_FONTS_ATTRIBUTE, WEB_FONTS].map(inlineJson).join(',');
  return `(${startPageModulesAfterFirstPaint.toString()})(${args})`;
}

/**
 * React Router's `<Scripts>`, loaded after the first paint. The page is rendered on the server and complete
 * without JavaScript, so its stylesheets, fonts and largest image should have the connection to themselves
 * first; the framework and the page's modules (about 150 KB compressed) follow once the shopper sees the page,
 * and hydration follows them. Without this, the browser fetches every module side by side with what the
 * first paint needs, and on a slow mobile connection the page appears later.
 *
 * If React Router's output ever lacks the module script this expects, its `<Scripts>` is rendered unchanged.
 */
export function DeferredScripts() {
  const nonce = useCspNonce();
  // `<Scripts>` is called rather than rendered so that its output can be changed; its hooks are this
  // component's, called in the same order on every render. It takes the nonce from `<ServerRouter nonce>`.
  const { node, preloads, source } = deferModuleScripts(Scripts({}));
  if (source === null) return node;
  return (
    <>
      {node}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: startAfterFirstPaintScript(preloads) }}
      />
    </>
  );
}
