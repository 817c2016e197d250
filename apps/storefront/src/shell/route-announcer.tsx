import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

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
    // The new title and h1 are in the document once the frame that shows the page is drawn.
    const frame = requestAnimationFrame(() => {
      setMessage(document.title);
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <p className="au-sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  );
}
