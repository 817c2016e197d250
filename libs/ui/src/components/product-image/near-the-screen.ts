/**
 * How far from the screen a deferred image's photo is asked for: Chromium's own distance for lazy images on a fast
 * connection, about one and a half phone screens, so a photo has come by the time a scroll brings it in.
 */
const DISTANCE = '1250px';

let observer: IntersectionObserver | undefined;
const waiting = new WeakMap<Element, () => void>();

/**
 * Calls `show` once `element` comes within DISTANCE of the screen (at once where there is no IntersectionObserver);
 * never while it is not drawn (`display: none`). One observer for the page's images. Returns what stops watching.
 */
export function whenNearTheScreen(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        self.unobserve(entry.target);
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
      }
    },
    { rootMargin: DISTANCE },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    waiting.delete(element);
  };
}
