import { readdirSync } from 'node:fs';
import { extname } from 'node:path';

/**
 * The encodings a build writes beside its files (tools/vite/precompress.mjs), in the order preferred at equal q.
 * @type {Record<string, string>}
 */
const SUFFIXES = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send of those available: the highest q the request gives it (`*` stands for any it does not
 * name), the server's order between equals (browsers list gzip before br, and brotli is smaller). None: no
 * Accept-Encoding, or nothing available with q > 0.
 * @param {string | undefined} header
 * @param {string[]} available
 */
function chooseEncoding(header, available) {
  if (!header) return undefined;
  const weights = new Map();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  let best;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/**
 * Serves the build's precompressed copies: mounted before `express.static` on the same folder, it points a
 * request for `<file>` at `<file>.br` or `<file>.gz` when the browser accepts that encoding (q-values honoured;
 * brotli first) and the copy exists, with the original's Content-Type, `Content-Encoding` and
 * `Vary: Accept-Encoding`; express.static then sends it (with its own length, ETag and Range handling) and the
 * compression middleware leaves it as it is. A browser that accepts neither gets the file itself. The folder is
 * read once: a build's fingerprinted files never change while the server runs.
 * @param {string} dir the folder express.static serves
 * @returns {import('express').RequestHandler}
 */
export function precompressedAssets(dir) {
  const present = new Set(readdirSync(dir, { recursive: true }).map((name) => String(name).split('\\').join('/')));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const available = Object.keys(SUFFIXES).filter((encoding) => present.has(name + SUFFIXES[encoding]));
    if (!present.has(name) || available.length === 0) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', encoding);
    const query = req.url.indexOf('?');
    req.url = `/${name}${SUFFIXES[encoding]}${query === -1 ? '' : req.url.slice(query)}`;
    next();
  };
}

/**
 * The answer for a fingerprinted file this build does not have (a tab still running the build before asks for its
 * chunk): a 404, never the app's page, which the browser would take for the script and a service worker would keep.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('express').Response} res
 */
export function missingAsset(_req, res) {
  res.status(404).set('cache-control', 'no-cache').type('text/plain').send('Not found');
}
