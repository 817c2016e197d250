// Installed in every page before its own scripts (an init script): records the page's paints, long tasks, event
// timings and the moment it hydrated, and times a tap to the bag count it changes. The bench reads it with
// `window.__feltSpeed`.

interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
  /** Event Timing's interaction id: the same for a tap's pointer events and its click, 0 for a lone event. */
  interactionId: number;
}

const state = {
  fcp: null as number | null,
  lcp: null as number | null,
  hydrated: null as number | null,
  longTasks: [] as { startTime: number; duration: number }[],
  events: [] as EventRecord[],
  tapAt: null as number | null,
  countAt: null as number | null,
  /** The tap whose answer is watched (its pointerdown), and the frame in which the answer was first shown. */
  answerTapAt: null as number | null,
  answerAt: null as number | null,
};

function observe(type: string, onEntry: (entry: PerformanceEntry) => void, extra: Record<string, unknown> = {}): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // An entry type this Chromium does not know: its figure stays empty.
  }
}

observe('paint', (entry) => {
  if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
});
observe('largest-contentful-paint', (entry) => {
  state.lcp = entry.startTime;
});
observe('longtask', (entry) => state.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
observe(
  'event',
  (entry) => {
    const interactionId = (entry as PerformanceEventTiming).interactionId ?? 0;
    state.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId });
  },
  { durationThreshold: 16 },
);

// Both apps set `<html data-hydrated>` in their root's first effect.
const hydration = new MutationObserver(() => {
  if (state.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) {
    state.hydrated = performance.now();
    hydration.disconnect();
  }
});
hydration.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });

/** The bag count's element's name and text, or null when the page has none. */
function readCount(selector: string): string | null {
  const element = document.querySelector(selector);
  return element ? `${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}` : null;
}

/** How many elements `selector` matches that a shopper can see: rendered and not hidden, an image once it is drawn. */
function shownCount(selector: string): number {
  let count = 0;
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (element instanceof HTMLImageElement && !(element.complete && element.naturalWidth > 0)) continue;
    count += 1;
  }
  return count;
}

/** Resolves true once `ready()` holds (checked every 50 ms), false after `timeoutMs`. */
function until(ready: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => (ready() ? resolve(true) : performance.now() > deadline ? resolve(false) : setTimeout(check, 50));
    check();
  });
}

// Waited on from here rather than with Playwright's waitForFunction, which the shop's CSP (no 'unsafe-eval') refuses.
const probe = {
  hydrated: (timeoutMs: number) => until(() => state.hydrated !== null, timeoutMs),
  counted: (timeoutMs: number) => until(() => state.countAt !== null, timeoutMs),
  clicked: (timeoutMs: number) => until(() => probe.tapResult()?.clickDuration != null, timeoutMs),
  /** Marks the moment before a tap whose next paint `interaction` then reads. */
  markTap() {
    state.tapAt = performance.now();
  },
  /**
   * The tap since `markTap`, as Event Timing measures an interaction: its longest event's duration, from the
   * input to the next paint (read it once that paint is past: entries arrive after it). 16 when no event of it
   * reached the 16 ms Event Timing reports from; null when no tap was marked.
   */
  interaction(): number | null {
    const since = state.tapAt;
    if (since === null) return null;
    const events = state.events.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
    return events.length === 0 ? 16 : Math.max(...events.map((entry) => entry.duration));
  },
  /**
   * Watches for what the next tap brings on screen: more elements that `selector` matches and a shopper can see
   * (a dialog, a drawer, the bag count, more pieces, the next page's form) than before the tap. The first animation
   * frame after they are there is when the shopper can see them; a panel whose code comes after the tap shows then,
   * however soon the tap's own next paint was.
   */
  watchAnswer(selector: string): void {
    const before = shownCount(selector);
    state.answerTapAt = null;
    state.answerAt = null;
    addEventListener('pointerdown', (event) => (state.answerTapAt ??= event.timeStamp), { capture: true, once: true });
    const check = () => {
      if (state.answerTapAt === null || shownCount(selector) <= before) return;
      watcher.disconnect();
      removeEventListener('load', check, true);
      requestAnimationFrame(() => (state.answerAt = performance.now()));
    };
    const watcher = new MutationObserver(check);
    watcher.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    // An image's drawing is not a mutation.
    addEventListener('load', check, true);
  },
  answered: (timeoutMs: number) => until(() => state.answerAt !== null, timeoutMs),
  /** From the watched tap to the frame its answer showed in, ms; null until then. */
  answerTime(): number | null {
    return state.answerTapAt === null || state.answerAt === null ? null : state.answerAt - state.answerTapAt;
  },
  /** What the page measured so far; long tasks' blocking time up to now. */
  snapshot() {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      fcp: state.fcp,
      lcp: state.lcp,
      hydrated: state.hydrated,
      tbt: state.longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      htmlBytes: navigation?.decodedBodySize ?? 0,
      domElements: document.getElementsByTagName('*').length,
    };
  },
  /**
   * Watches for the next tap and for the bag count (the element `selector` names) to change after it: the time of
   * the first animation frame after the change is when the shopper can see it. False when there is no bag count.
   */
  armTap(selector: string): boolean {
    const before = readCount(selector);
    if (before === null) return false;
    state.tapAt = null;
    state.countAt = null;
    addEventListener('pointerdown', (event) => (state.tapAt ??= event.timeStamp), { capture: true, once: true });
    const watcher = new MutationObserver(() => {
      if (state.tapAt === null || readCount(selector) === before) return;
      watcher.disconnect();
      requestAnimationFrame(() => (state.countAt = performance.now()));
    });
    watcher.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    return true;
  },
  /** The tap's figures once the count has changed: to the count, and the click's Event Timing duration. */
  tapResult() {
    const tapAt = state.tapAt;
    if (tapAt === null || state.countAt === null) return null;
    const click = state.events.find((entry) => entry.name === 'click' && entry.startTime >= tapAt - 1);
    return { tapToCount: state.countAt - tapAt, clickDuration: click?.duration ?? null };
  },
};

Object.assign(window, { __feltSpeed: probe });

export {};
