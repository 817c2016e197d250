// A micro-cache in front of server rendering, for the pages an app marks shareable (`Cache-Control:
// public, s-maxage=…`; the storefront: a guest's successful GET that sets no cookie). What a
// CDN would do with such a page, done in the process for a second or two: under load each page is rendered once
// per interval, not once per shopper, and signed-in pages (private, no-store) are never kept.
//
// A kept page is keyed on its URL, the request's Cookie header (the page's `Vary: Cookie`) and the version of
// the shop's settings, asked of `version()` on every request: maintenance mode or a disabled feature takes
// effect on the next request, as without the cache. Each response still gets its own CSP nonce: the kept copy's
// nonce is replaced by the new one. Requests for a page being rendered wait for that one render (for a bounded
// time); a shopper who leaves meanwhile is dropped, never rendered for.

/** Whether a response's Cache-Control lets a shared cache keep it. */
function shareable(cacheControl) {
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl);
}

/**
 * @param {{ ttlMs: number, version: () => Promise<string>, personal?: (req: import('node:http').IncomingMessage) => boolean,
 *   maxWaitMs?: number, maxEntries?: number, maxBytes?: number }} options
 *   `ttlMs` 0 turns the cache off; `version` names the settings' current version (it throws when the API cannot
 *   say, and the request is then rendered as usual); a request `personal` says is someone's own (signed in) goes
 *   straight to the render, neither kept nor waiting for another; a request waits at most `maxWaitMs` for another's
 *   render of its page before rendering it itself; pages over `maxBytes` are not kept.
 */
export function pageCache({ ttlMs, version, personal = () => false, maxWaitMs = 2_000, maxEntries = 500, maxBytes = 1_000_000 }) {
  if (!(ttlMs > 0)) return (_req, _res, next) => next();
  /** key → { at, status, headers: [name, value][], body: string, nonce: string }, or { at, status, body: null } for a page not kept */
  const kept = new Map();
  /** key → the render in progress for it (resolves when its response has ended) */
  const rendering = new Map();

  const fresh = (key) => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < ttlMs) return entry;
    kept.delete(key);
    return undefined;
  };

  const send = (entry, res) => {
    const nonce = res.locals.cspNonce;
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    res.end(nonce ? entry.body.replaceAll(entry.nonce, nonce) : entry.body);
  };

  const capture = (key, res) => {
    const before = new Set(Object.keys(res.getHeaders()));
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBytes) return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
      size += buffer.length;
      chunks.push(buffer);
    };
    let done;
    const mine = new Promise((resolve) => (done = resolve));
    rendering.set(key, mine);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (rendering.get(key) === mine) rendering.delete(key);
      done();
    };
    res.once('close', finish);
    res.setHeader('X-Cache', 'MISS');
    res.write = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      return write(chunk, encoding, callback);
    };
    res.end = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      const nonce = res.locals.cspNonce;
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value);
      // The page's own Cache-Control: a server that answers this requester privately leaves it in
      // `res.locals.sharedCacheControl` (the storefront's signed-in shopper on a page that is the same for all).
      const cacheControl = res.locals.sharedCacheControl ?? res.getHeader('cache-control');
      if (res.statusCode === 200 && size <= maxBytes && nonce && !res.hasHeader('set-cookie') && shareable(cacheControl)) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !before.has(name) && name !== 'x-cache' && name !== 'content-length' && name !== 'content-encoding')
          .map(([name, value]) => [name, name === 'cache-control' ? cacheControl : value]);
        kept.set(key, { at: Date.now(), status: 200, headers, body: Buffer.concat(chunks).toString('utf8'), nonce });
      } else {
        // Not a page to keep (an error, a redirect, a cookie being set): remembered as such for the same time,
        // so the requests for it go straight to the render instead of each waiting on another's.
        kept.set(key, { at: Date.now(), status: res.statusCode, body: null });
      }
      const result = end(chunk, encoding, callback);
      finish();
      return result;
    };
  };

  return async function servePageCache(req, res, next) {
    // HEAD is answered without a body: kept under a GET's key it would empty that page.
    if (req.method !== 'GET' || personal(req)) return next();
    let stamp;
    try {
      stamp = await version();
    } catch {
      return next();
    }
    // A shopper who left while this request waited needs nothing more; a 'close' listener added to their closed
    // response would never fire, and whoever waits on this render would wait for good.
    if (res.destroyed) return undefined;
    const key = `${stamp}\n${req.originalUrl}\n${req.headers.cookie ?? ''}`;
    let entry = fresh(key);
    if (!entry && rendering.has(key)) {
      // Bounded: a render that takes longer than `maxWaitMs` does not hold the others back any further.
      let timer;
      await Promise.race([rendering.get(key), new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
      clearTimeout(timer);
      if (res.destroyed) return undefined;
      // Whatever the render left (a page, a page not to keep, or nothing yet), this request does not wait again:
      // it is served the page or rendered for itself.
      entry = fresh(key);
      if (entry?.body == null) return next();
    }
    if (entry) return entry.body == null ? next() : send(entry, res);
    capture(key, res);
    return next();
  };
}
