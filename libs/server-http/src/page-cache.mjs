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

/**
 * A page kept (its status, the headers the render set, its body and the CSP nonce in it), or a page remembered as
 * not to keep (`body` null).
 * @typedef {{ at: number, status: number, headers: [string, HeaderValue][], body: string, nonce: string }} KeptPage
 * @typedef {{ at: number, status: number, body: null }} PageNotKept
 * @typedef {import('node:http').OutgoingHttpHeader | undefined} HeaderValue
 */

/**
 * Whether a response's Cache-Control lets a shared cache keep it.
 * @param {HeaderValue} cacheControl
 */
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
 * @returns {import('express').RequestHandler}
 */
export function pageCache({ ttlMs, version, personal = () => false, maxWaitMs = 2_000, maxEntries = 500, maxBytes = 1_000_000 }) {
  if (!(ttlMs > 0)) return (_req, _res, next) => next();
  /** @type {Map<string, KeptPage | PageNotKept>} key → the page */
  const kept = new Map();
  /** @type {Map<string, Promise<void>>} key → the render in progress for it (resolves when its response has ended) */
  const rendering = new Map();

  /** @param {string} key */
  const fresh = (key) => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < ttlMs) return entry;
    kept.delete(key);
    return undefined;
  };

  /** @param {KeptPage} entry @param {import('express').Response} res */
  const send = (entry, res) => {
    const nonce = res.locals.cspNonce;
    res.status(entry.status);
    for (const [name, value] of entry.headers) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    res.end(nonce ? entry.body.replaceAll(entry.nonce, nonce) : entry.body);
  };

  /** @param {string} key @param {import('express').Response} res */
  const capture = (key, res) => {
    const before = new Set(Object.keys(res.getHeaders()));
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    // Node's write and end take (chunk, encoding, callback) in several overloads; they are passed on as given.
    /** @typedef {(chunk?: unknown, encoding?: unknown, callback?: unknown) => unknown} Passed */
    const write = /** @type {Passed} */ (res.write.bind(res));
    const end = /** @type {Passed} */ (res.end.bind(res));
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBytes) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      chunks.push(buffer);
    };
    /** @type {() => void} */
    let done;
    /** @type {Promise<void>} */
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
    /** @type {Passed} */
    const writeAndKeep = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      return write(chunk, encoding, callback);
    };
    res.write = /** @type {typeof res.write} */ (writeAndKeep);
    /** @type {Passed} */
    const endAndKeep = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      const nonce = res.locals.cspNonce;
      const oldest = kept.keys().next().value;
      if (kept.size >= maxEntries && oldest !== undefined) kept.delete(oldest);
      // The page's own Cache-Control: a server that answers this requester privately leaves it in
      // `res.locals.sharedCacheControl` (the storefront's signed-in shopper on a page that is the same for all).
      const cacheControl = res.locals.sharedCacheControl ?? res.getHeader('cache-control');
      if (res.statusCode === 200 && size <= maxBytes && nonce && !res.hasHeader('set-cookie') && shareable(cacheControl)) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !before.has(name) && name !== 'x-cache' && name !== 'content-length' && name !== 'content-encoding')
          .map(([name, value]) => /** @type {[string, HeaderValue]} */ ([name, name === 'cache-control' ? cacheControl : value]));
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
    res.end = /** @type {typeof res.end} */ (endAndKeep);
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
      /** @type {NodeJS.Timeout | undefined} */
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
