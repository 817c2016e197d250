import { useEffect } from 'react';
import { useOpenedPart, type LazyPart } from './lazy-part';
import { whenIdle } from './when-idle';

/**
 * A part the shopper opens, made ready beforehand: fetched once the page is idle after hydration where `media`
 * matches (everywhere without it), then given to draw closed (the part keeps itself hidden until opened), so that the
 * opening tap only shows it. Before that, `show()` gives it as useOpenedPart's does. A file of its own, so that only
 * the pages using it carry it.
 */
export function usePreparedPart<Props extends object>(part: LazyPart<Props>, media?: string) {
  const [Prepared, show] = useOpenedPart(part);
  useEffect(
    () =>
      whenIdle(() => {
        if (media && !window.matchMedia(media).matches) return;
        part.load().then(show, () => undefined);
      }),
    // `show` is new each render; it only reads `part`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [part, media],
  );
  return [Prepared, show] as const;
}
