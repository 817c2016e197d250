// Forwards a request to the API and streams its answer back: the storefront and kiosk servers use it so the
// browser talks to one origin (docs/architecture.md). Plain Node, no dependencies.
import { request as httpRequest } from 'node:http';

/**
 * Whether a request URL names the API's development tools (`/api/v1/dev*`), however it is spelled: encoded
 * (`%64ev`, `%2564ev`), with doubled or back slashes, dot segments or another letter case. The web servers never
 * forward those, whatever the API behind them would answer (DEV_TOOLS is for a developer's loopback API only).
 * @param {string} url
 * @returns {boolean}
 */
export function isDevToolsPath(url) {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 3; round++) {
    let decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  try {
    path = new URL(path, 'http://any.host').pathname;
  } catch {
    // keep the path as it is
  }
  return /^\/api\/v1\/dev/i.test(path);
}

/**
 * The session of a web server whose browser code never sees the API token (the storefront's HttpOnly cookie):
 * `bearer` is the token to send for a request (null: the request's own headers go as they are), `readsAnswer`
 * says which answers are read whole before they are passed on, and `outcome` gives the `Set-Cookie` values to
 * add and, when it changed, the JSON body to send instead.
 * @typedef {{
 *   bearer: (req: import('express').Request) => string | null,
 *   readsAnswer: (req: import('express').Request) => boolean,
 *   outcome: (req: import('express').Request, answer: { status: number, body?: unknown, sentSession: boolean }) => { setCookie: string[], body?: unknown },
 * }} ForwardSession
 */

/**
 * The biggest request body sent on: the API's own limit (apps/api `BODY_LIMIT_BYTES`). The API answers a bigger one
 * 413 and closes the connection while the body is still coming, so the forwarder, still sending, often saw the API
 * fail first and answered "briefly unavailable" (a 503 the browser's client retries). Refused here instead, the
 * answer is the API's own, every time.
 */
export const MAX_FORWARDED_BODY_BYTES = 256 * 1024;

/** The API's answer to a body over its limit (apps/api error-handler.ts). */
const BODY_TOO_LARGE = { message: 'The request body is too large.' };

/** Answers read whole for the session are small JSON; anything bigger is no answer it knows. */
const MAX_READ_BYTES = 1_000_000;

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string[]} setCookie
 */
function withCookies(headers, setCookie) {
  if (setCookie.length === 0) return headers;
  const existing = headers['set-cookie'] ?? [];
  return { ...headers, 'set-cookie': [...existing, ...setCookie] };
}

/**
 * Passes the API's answer on, with the session's cookies, reading it whole first when the session needs its body.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('node:http').IncomingMessage} answer
 * @param {ForwardSession} session
 * @param {boolean} sentSession
 */
function answerWithSession(req, res, answer, session, sentSession) {
  const status = answer.statusCode ?? 502;
  const isJson = /^application\/json\b/i.test(answer.headers['content-type'] ?? '');
  if (!isJson || !session.readsAnswer(req)) {
    res.writeHead(status, withCookies(answer.headers, session.outcome(req, { status, sentSession }).setCookie));
    answer.pipe(res);
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  answer.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_READ_BYTES) answer.destroy(new Error('answer too large'));
    else chunks.push(chunk);
  });
  answer.on('error', () => {
    if (!res.headersSent) res.status(502).json({ message: 'The shop could not read the answer. Please try again.' });
    else res.destroy();
  });
  answer.on('end', () => {
    const raw = Buffer.concat(chunks);
    let body;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = undefined;
    }
    const outcome = session.outcome(req, { status, body, sentSession });
    const out = outcome.body === undefined ? raw : Buffer.from(JSON.stringify(outcome.body));
    const headers = withCookies({ ...answer.headers, 'content-length': String(out.length) }, outcome.setCookie);
    delete headers['transfer-encoding'];
    res.writeHead(status, headers);
    res.end(out);
  });
}

/**
 * An Express handler that sends the request on to `api` (a URL), adding X-Forwarded-For for per-user rate
 * limits. A failure to reach the API answers 503 with Retry-After, in the API's error shape; the development tools
 * answer 404. With a `session`, the bearer token comes from the server's session rather than the page, and the
 * session's cookies follow the answers (see {@link ForwardSession}).
 * @param {URL} api
 * @param {{ session?: ForwardSession }} [options]
 * @returns {import('express').RequestHandler}
 */
export function forwardToApi(api, { session } = {}) {
  return function forward(req, res) {
    if (isDevToolsPath(req.originalUrl)) {
      res.status(404).json({ message: 'Not Found' });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_FORWARDED_BODY_BYTES) {
      refuseBody(req, res);
      return;
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...req.headers, host: api.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': req.protocol };
    const bearer = session ? session.bearer(req) : null;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    // An answer read whole comes uncompressed: it is changed before it is sent on.
    if (session?.readsAnswer(req)) headers['accept-encoding'] = 'identity';
    let answered = false;
    let sent = 0;
    const upstream = httpRequest(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: req.originalUrl,
        headers,
      },
      (answer) => {
        answered = true;
        answer.on('error', () => res.destroy());
        if (session) return answerWithSession(req, res, answer, session, bearer !== null);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // The API's answer, once it has come, is passed on whole (a refusal may close the connection behind it).
      if (answered || sent > MAX_FORWARDED_BODY_BYTES) return;
      // The API is down or restarting: a retryable 503, as the API itself answers when its database is away.
      if (!res.headersSent) res.status(503).set('retry-after', '30').json({ message: 'We’ll be right back: the shop is briefly unavailable. Please try again in a moment.' });
      else res.destroy();
    });
    // A body sent in chunks without its length is counted as it comes.
    req.on('data', (chunk) => {
      const before = sent;
      sent += chunk.length;
      if (before <= MAX_FORWARDED_BODY_BYTES && sent > MAX_FORWARDED_BODY_BYTES && !answered) {
        req.unpipe(upstream);
        upstream.destroy();
        refuseBody(req, res);
      }
    });
    req.pipe(upstream);
  };
}

/**
 * Answers a body over {@link MAX_FORWARDED_BODY_BYTES} with the API's 413. The rest of the body is read and thrown
 * away (within the server's request timeout) rather than the connection closed under it: a connection closed while
 * the browser still sends can lose the answer with it.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 */
function refuseBody(req, res) {
  req.resume();
  if (res.headersSent) res.destroy();
  else res.status(413).json(BODY_TOO_LARGE);
}
