// Browser-side defences the storefront and kiosk servers share: a Content-Security-Policy, no framing, no MIME
// sniffing, a strict referrer and permissions policy, and HSTS once the request came over TLS through a
// trusted proxy. Plain Node + helmet, no library of ours.
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';

/**
 * A CSP source: a keyword or a function of the response (the nonce), as helmet takes them.
 * @typedef {string | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => string)} ScriptSource
 */

/** Browser features neither app uses: a script that gets in still cannot reach them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Express's `trust proxy` from TRUST_PROXY: which addresses may tell us the client's address and protocol
 * (X-Forwarded-For, X-Forwarded-Proto). Default `loopback`: a proxy on the same machine. `false` trusts none.
 * @param {string | undefined} value
 * @returns {string | string[] | false}
 */
export function trustProxySetting(value = process.env.TRUST_PROXY) {
  if (value === undefined || value.trim() === '') return 'loopback';
  if (value.trim() === 'false') return false;
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/**
 * What both servers set on their Express app: no `X-Powered-By` naming the framework, and `trust proxy` from
 * TRUST_PROXY (trustProxySetting).
 * @template {import('express').Express} App
 * @param {App} app
 * @returns {App}
 */
export function withHostDefaults(app) {
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting());
  return app;
}

/**
 * The policy both apps share. Same-origin everything (images come from /_ipx, the API through /api); inline
 * style attributes stay allowed because React and Radix position popovers with them, inline scripts do not.
 * @param {ScriptSource[]} scriptSrc
 */
function directives(scriptSrc) {
  return {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** @param {ScriptSource[]} scriptSrc */
function headers(scriptSrc) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(scriptSrc) },
    // Sent per request below: only a request that reached us over TLS may pin the browser to it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The page embeds nothing cross-origin, but isolation would break a payment provider's pop-up later.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * HSTS and the Permissions-Policy (helmet has no option for the latter).
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
function transportAndPermissions(req, res, next) {
  // `req.secure` believes X-Forwarded-Proto only from a trusted proxy (Express's `trust proxy`).
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
}

/**
 * The storefront's headers. Each response gets a fresh nonce in `res.locals.cspNonce`: the server hands it to
 * React Router (load context), which puts it on every inline script it renders; no other inline script runs.
 * @returns {import('express').RequestHandler[]}
 */
export function storefrontSecurityHeaders() {
  const withHeaders = headers(["'self'", (_req, res) => `'nonce-${/** @type {import('express').Response} */ (res).locals.cspNonce}'`]);
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    withHeaders,
    transportAndPermissions,
  ];
}

/**
 * The kiosk's headers: a single-page app whose only scripts are its own files, so no inline script at all.
 * @returns {import('express').RequestHandler[]}
 */
export function kioskSecurityHeaders() {
  return [headers(["'self'"]), transportAndPermissions];
}

/**
 * Headers that only a document (or an SVG opened as one) acts on. Scripts, stylesheets and fonts are fetched by
 * a page that already carries them, so on those files they are ~1 KB of every response for nothing; nosniff,
 * Cross-Origin-Resource-Policy, Referrer-Policy (a stylesheet's own fetches follow it) and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * For express.static's `setHeaders` on the hashed build files: drops the document-only headers, SVG aside.
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 */
export function leanAssetHeaders(res, path) {
  if (path.endsWith('.svg')) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
