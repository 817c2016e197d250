// URLs whose path cannot be decoded (`/%`, `/product/%ZZ`, `/category/%E0%A4`) or decodes to control characters
// (`/stores/%00`): Express and the static file server answer them with a bare 400 or an error, so the servers
// deal with them first and answer with their own pages.

// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * True when `path` (still percent-encoded) is no page's name: it does not decode, or holds control characters.
 * @param {string} path
 */
export function isMalformedPath(path) {
  try {
    return CONTROL_CHARACTER.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/** @param {string} url @returns {[path: string, query: string]} */
function splitUrl(url) {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt)];
}

/**
 * For the storefront: a malformed path is taken literally (every `%` escaped), so it names a page that does
 * not exist and React Router answers with the shop's own 404 page. Mount before anything that decodes paths.
 * @param {import('express').Request} req
 * @param {import('express').Response} _res
 * @param {import('express').NextFunction} next
 */
export function escapeMalformedPath(req, _res, next) {
  const [path, query] = splitUrl(req.url);
  if (isMalformedPath(path)) {
    // React Router's Express adapter reads `originalUrl`; the static file server reads `url`.
    req.url = req.originalUrl = `${path.replace(/%/g, '%25')}${query}`;
  }
  next();
}

/**
 * For a single-page app: a malformed path is answered by `respond(req, res)` (its page, status 400).
 * @param {(req: import('express').Request, res: import('express').Response) => void} respond
 * @returns {import('express').RequestHandler}
 */
export function refuseMalformedPath(respond) {
  return (req, res, next) => {
    if (isMalformedPath(splitUrl(req.url)[0])) respond(req, res);
    else next();
  };
}

/**
 * True when `value` can stand as the host of a URL (`shop.example.com`, `127.0.0.1:4200`, `[::1]:80`).
 * @param {string | string[] | undefined} value a request header
 */
function isUsableHost(value) {
  return typeof value === 'string' && URL.canParse(`http://${value}`) && !/[\s/?#@\\]/.test(value);
}

/**
 * A Host or X-Forwarded-Host that cannot be part of a URL (`a b`, `[::1`, a port past 65535) would make the
 * request's URL unbuildable and the render a 500. Such a Host is replaced by `fallbackHost`, such an
 * X-Forwarded-Host dropped; nothing the page shows depends on either (PUBLIC_URL names the shop).
 * @param {string} fallbackHost
 * @returns {import('express').RequestHandler}
 */
export function replaceUnusableHost(fallbackHost) {
  return (req, _res, next) => {
    if (!isUsableHost(req.headers.host)) req.headers.host = fallbackHost;
    const forwarded = req.headers['x-forwarded-host'];
    if (forwarded !== undefined && !isUsableHost(forwarded)) delete req.headers['x-forwarded-host'];
    next();
  };
}
