import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long after a move the focus is kept on the new page's h1 while nothing else takes it, in ms. */
const FOCUS_WATCH_MS = 2000;

/**
 * After a client-side move to another page (a new path; not a filter, sort or `#fragment` of the same page),
 * says the new page's title in a polite live region and puts the focus on the page's h1, as a full page load
 * would for a screen reader. Nothing happens on the first load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // What had the focus when the page changed (the link pressed, or the body once React removed it).
    const before = document.activeElement;
    const until = performance.now() + FOCUS_WATCH_MS;
    // Each frame for a moment: the h1 may not be there yet, or not shown, or be replaced once more of the page has
    // come (a busy phone draws the page a few frames late). The focus goes to it while it is on the body or on what
    // was pressed; once the shopper moves it elsewhere, it is theirs.
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      const focus = document.activeElement;
      if (focus !== heading) {
        if (focus && focus !== document.body && focus !== before) return;
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
      }
      if (performance.now() < until) frame = requestAnimationFrame(focusHeading);
    };
    // The new title and h1 are in the document once the frame that shows the page is drawn.
    let frame = requestAnimationFrame(() => {
      setMessage(document.title);
      focusHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <p className="au-sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  );
}
