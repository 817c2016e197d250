// A page that shows everyone the same thing (the catalogue, the stores, content pages) is rendered as a guest
// sees it, for a signed-in shopper too: the same HTML and data, without their token or name in it, so one
// render (and the page cache's copy) serves everyone. The browser fills in who is signed in from its cookies
// once the page has started (`useSessionFromCookies`, src/features/auth/session-from-cookies.ts). What such a
// shopper receives is still `private, no-store`: nobody downstream stores or shares a response to a request
// that carried a session.

const PRIVATE = 'private, no-store';

/**
 * @param {{ pageIsSameForEveryone: (url: string) => boolean, hasSessionCookie: (cookie: string | undefined) => boolean,
 *   withoutSession: (cookie: string) => string }} rules  the storefront's rules, from its server build
 */
export function asGuestWhereSame({ pageIsSameForEveryone, hasSessionCookie, withoutSession }) {
  return function renderAsGuest(req, res, next) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !hasSessionCookie(req.headers.cookie) || !pageIsSameForEveryone(req.originalUrl)) {
      return next();
    }
    const cookie = withoutSession(req.headers.cookie ?? '');
    if (cookie === '') delete req.headers.cookie;
    else req.headers.cookie = cookie;
    // The page's own Cache-Control (public, for a guest's page) is kept for the page cache, which may keep the
    // page for the guests; this response says private whoever sets the header.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (String(name).toLowerCase() !== 'cache-control') return setHeader(name, value);
      res.locals.sharedCacheControl = value;
      return setHeader(name, PRIVATE);
    };
    return next();
  };
}
