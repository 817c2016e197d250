// The rule does not know Vite's `?url` suffix: the package and its export exist (libs/ui package.json).
// eslint-disable-next-line @nx/enforce-module-boundaries
import webFontsHref from '@aurelia/ui/styles/web-fonts.css?url';
// The same stylesheet as built (its fonts' URLs are the built files'), read by the server only.
// eslint-disable-next-line @nx/enforce-module-boundaries
import webFontsCss from '@aurelia/ui/styles/web-fonts.css?inline';
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { useCspNonce } from './csp-nonce';
import { HYDRATING_EVENT } from './hydrating-event';
import { LATE_PART_ATTRIBUTE, PART_HYDRATED_EVENT, PART_KEEPING_EVENT, STARTED_EVENT } from './start-signals';

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

/** What the inline start script is given. */
export interface StartConfig {
  /** The web faces, read from their stylesheet by the server. */
  fonts: WebFace[];
  /** The web faces' stylesheet, linked instead where FontFace is missing. */
  fontsHref: string;
  /** Set on `<html>` once the web faces are in. */
  fontsAttribute: string;
  /** The web app manifest, linked once the page has painted. */
  manifestHref: string;
  /** Dispatched on `document` as React starts hydrating: only presses in a part hydrated later are kept from then on. */
  hydratingEvent: string;
  /** Dispatched on `document` once the page has started: the press kept, if any, is made again. */
  startedEvent: string;
  /** On the element of a part hydrated after the page (late-part.tsx). */
  latePartAttribute: string;
  /** Dispatched on a part as it begins keeping presses itself: the press kept in it, if any, is made again then. */
  partKeepingEvent: string;
  /**
   * Dispatched on a part once it has hydrated (keep-early-choice.ts): what was typed or chosen in it before is told
   * to React, and the event's default prevented if there was anything.
   */
  partHydratedEvent: string;
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
 * Runs in the page, as an inline script: keeps the shopper's presses until the page has started, tells React then of
 * the text typed and the choices made in fields before it hydrated (a part hydrated later: once it has), and once the
 * browser has painted the server's HTML, links the manifest and, as soon as the page also starts hydrating, adds the
 * web fonts, in short tasks (the browser holds off the shopper's input while a task runs). Stringified into the document, so it must stand alone.
 *
 * The web faces are not in the page's stylesheets (the storefront takes libs/ui's core.css), so the first paint
 * draws with the fallback faces the token stacks name next, sized like them. Here they are made FontFace objects
 * (the server read them from their stylesheet, so the page spends no task fetching and parsing it), loaded, and
 * added to `document.fonts` together: the browser then lays out again the text drawn with them, and recomputes no
 * element's style (switching the font stacks recomputed every element's). Without FontFace, the stylesheet is
 * linked instead.
 */
function startAfterFirstPaint(config: StartConfig) {
  const later = (step: () => void) => setTimeout(step, 0);

  // A part hydrated after the page (late-part.tsx) stays as the server drew it until its code has come; the parts
  // keeping presses themselves since, by the element that says so (keep-early-choice.ts).
  const keepingParts = new WeakSet<Element>();
  const latePartOf = (element: Element) => element.closest(`[${config.latePartAttribute}]`);
  const inWaitingPart = (element: Element) => {
    const part = latePartOf(element);
    return part !== null && !keepingParts.has(part);
  };

  // A button's handler is React's, so until the page has started a press on one does nothing (on a slow phone the
  // page shows for a second or more before that). The last button pressed meanwhile is pressed again once the page
  // has started: once, however often it was pressed. Links and submit buttons of forms are left to the browser,
  // which follows or posts them without the page's JavaScript. Once React hydrates, it answers presses itself, but
  // for those in a part still waiting for its code, which it drops: those are kept until the page has started, when
  // the part keeps them itself (keep-early-choice.ts).
  let pressedEarly: HTMLButtonElement | null = null;
  const keepPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.type !== 'button' && button.form)) return;
    if (!hydrating || inWaitingPart(button)) pressedEarly = button;
  };
  document.addEventListener('click', keepPress, true);
  // Text typed into a field before then shows in it, and so does a radio or a checkbox chosen, but React hydrates the
  // field with the server's value in its state and takes no notice of it (it replays no change for it): a name or an
  // email typed early would be sent empty, a way to pay chosen early not be the one paid with. Once the page has
  // started, each field typed into early is told its text as if just typed: React's note of the field's value is set
  // back to the server's first (through the setter React puts on the field), so that the input event reads as a
  // change. A choice is unmade the same way, then made again by a click; a choice in a list (a phone's country) is
  // chosen again, with its change event. A part hydrated later is told so once it has hydrated.
  let changedEarly: Element[] = [];
  const NOT_TYPED = /^(checkbox|radio|hidden|file|submit|button|reset|image|range|color)$/;
  const CHOICE = /^(checkbox|radio)$/;
  const typedInto = (control: Element) =>
    (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !NOT_TYPED.test(control.type))) &&
    control.value !== control.defaultValue;
  // A list's choice made before React had it, noted as it is made: React draws the list with its state's choice the
  // next time it draws the form, and the shopper's would be gone by the time it is told.
  const picked = new Map<HTMLSelectElement, string>();
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && !select.multiple && (!hydrating || inWaitingPart(select))) picked.set(select, select.value);
    },
    true,
  );
  const pickedIn = (control: Element) => control instanceof HTMLSelectElement && !control.disabled && picked.has(control);
  // A radio unticked is one whose group's choice was made on another: that one is told.
  const chosenIn = (control: Element) =>
    control instanceof HTMLInputElement &&
    CHOICE.test(control.type) &&
    !control.disabled &&
    control.checked !== control.defaultChecked &&
    (control.checked || control.type === 'checkbox');
  /**
   * What was typed or chosen in these fields that React has not heard of, read before any is told: React draws a
   * form again as it hears of the first, setting each of its fields back to what its state says.
   */
  const changesIn = (controls: Element[]) =>
    controls
      .filter((control) => control.isConnected && (typedInto(control) || chosenIn(control) || pickedIn(control)))
      .map((control) => {
        const { value, checked } = control as HTMLInputElement;
        const told = control instanceof HTMLSelectElement ? (picked.get(control) ?? value) : value;
        return { control: control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: told, checked };
      });
  const tell = ({ control, value, checked }: ReturnType<typeof changesIn>[number]) => {
    if (control instanceof HTMLSelectElement) {
      picked.delete(control);
      // Chosen again should React have drawn the list with its state's choice meanwhile.
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    if (CHOICE.test(control.type) && control instanceof HTMLInputElement) {
      control.checked = !checked;
      control.click();
      return;
    }
    const setTyped = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    if (!setTyped) return;
    const focused = document.activeElement === control;
    const { selectionStart, selectionEnd } = control;
    control.value = control.defaultValue;
    setTyped.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused && selectionStart !== null && selectionEnd !== null) control.setSelectionRange(selectionStart, selectionEnd);
  };
  const fields = (within: ParentNode) => Array.from(within.querySelectorAll('input, textarea, select'));
  document.addEventListener(config.partKeepingEvent, (event) => {
    const part = event.target;
    if (!(part instanceof Element)) return;
    keepingParts.add(part);
    const button = pressedEarly;
    if (!button || !part.contains(button)) return;
    pressedEarly = null;
    button.click();
  });
  document.addEventListener(config.partHydratedEvent, (event) => {
    const part = event.target;
    if (!(part instanceof Element)) return;
    // Told here, not again once the page has started.
    changedEarly = changedEarly.filter((control) => !part.contains(control));
    const changes = changesIn(fields(part));
    changes.forEach(tell);
    // Marked when React has a change to draw before a press kept in the part is made again.
    if (changes.length > 0) event.preventDefault();
  });
  let hydrating = false;
  const whenHydrating: (() => void)[] = [];
  document.addEventListener(
    config.hydratingEvent,
    () => {
      hydrating = true;
      changedEarly = changesIn(fields(document)).map(({ control }) => control);
      for (const step of whenHydrating.splice(0)) step();
    },
    { once: true },
  );
  document.addEventListener(
    config.startedEvent,
    () => {
      document.removeEventListener('click', keepPress, true);
      // Those in a part hydrated later are told once it has hydrated, be that before now or after.
      changesIn(changedEarly.splice(0).filter((control) => !latePartOf(control))).forEach(tell);
      const button = pressedEarly;
      pressedEarly = null;
      // After React has drawn what was typed (it does so in a microtask), so that the press acts on it.
      queueMicrotask(() => {
        if (button?.isConnected && !button.disabled) button.click();
      });
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
    // One font's fetch started per task: while the page loads, starting a fetch is not free on a slow phone.
    const loads = faces
      .filter(({ first }) => first)
      .map(({ face }) => new Promise((settled) => later(() => face.load().then(settled, settled))));
    Promise.all(loads).then(add);
    // A face that never comes does not keep the others from being used.
    setTimeout(add, 3000);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The faces come once the page's modules are in and it starts hydrating: asked for at the first paint, their
    // 50 KB took the connection from the modules and the page hydrated later. Should the modules never come, they
    // come all the same.
    let fontsAsked = false;
    const askFonts = () => {
      if (fontsAsked) return;
      fontsAsked = true;
      later(addWebFonts);
    };
    if (hydrating) askFonts();
    else {
      whenHydrating.push(askFonts);
      setTimeout(askFonts, 5000);
    }
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
  // A tab opened in the background paints nothing until it is shown: its fonts still load.
  setTimeout(start, 3000);
}

/** JSON for an inline script: no `</script>` or `<!--` can close or change it. */
function inlineJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The inline script that keeps early presses, links the manifest after the first paint and adds the web fonts. */
export function startAfterFirstPaintScript(fonts: WebFace[] = webFaces()) {
  const config: StartConfig = {
    fonts,
    fontsHref: WEB_FONTS_HREF,
    fontsAttribute: WEB_FONTS_ATTRIBUTE,
    manifestHref: MANIFEST_HREF,
    hydratingEvent: HYDRATING_EVENT,
    startedEvent: STARTED_EVENT,
    latePartAttribute: LATE_PART_ATTRIBUTE,
    partKeepingEvent: PART_KEEPING_EVENT,
    partHydratedEvent: PART_HYDRATED_EVENT,
  };
  return `(${startAfterFirstPaint.toString()})(${inlineJson(config)})`;
}

/** Keeps a `<link>` where it is rendered: React hoists every other `<link>` into `<head>`. */
const IN_PLACE = () => undefined;

/**
 * React Router's `<Scripts>` output split in two: its module preloads (`preloads: true`), each kept where it is
 * rendered, or everything else (`preloads: false`).
 */
export function splitScripts(node: ReactNode, preloads: boolean): ReactNode {
  if (!isValidElement<{ rel?: string; children?: ReactNode }>(node)) return preloads ? null : node;
  if (node.type === Fragment) return <Fragment key={node.key}>{Children.map(node.props.children, (child) => splitScripts(child, preloads))}</Fragment>;
  const isPreload = node.type === 'link' && node.props.rel === 'modulepreload';
  if (isPreload !== preloads) return null;
  return isPreload ? cloneElement(node as ReactElement<{ onLoad?: () => void }>, { onLoad: IN_PLACE }) : node;
}

/**
 * For `<head>`, after the page's stylesheets: React Router's module preloads. React would hoist them ahead of the
 * stylesheets, and the browser, which asks for what it finds in order, six requests at a time, would then have the
 * stylesheets wait for a connection behind the modules; at the end of the body instead, the browser found them only
 * once the whole HTML had come, and the page hydrated later. `<Scripts>` takes the CSP nonce from
 * `<ServerRouter nonce>`; it is called rather than rendered so that its output can be split, its hooks being this
 * component's, called in the same order on every render.
 */
export function ModulePreloads() {
  return splitScripts(Scripts({}), true);
}

/**
 * The start script, then React Router's `<Scripts>` but their module preloads (`ModulePreloads`, in the head). The
 * modules are fetched with the page, right after its stylesheets, and run as soon as they are in: on a throttled
 * phone that hydrates much sooner than fetching them once it has painted, and paints sooner than fetching them ahead
 * of the stylesheets (docs/performance.md "Felt speed").
 */
export function PageScripts() {
  const nonce = useCspNonce();
  // Only the server's HTML needs the start script's text (it has run by the time the page hydrates, and hydration
  // keeps the server's), so the browser's build leaves it out of the first load.
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startAfterFirstPaintScript() : '' }} />
      {splitScripts(Scripts({}), false)}
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
