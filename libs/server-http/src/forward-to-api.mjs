// Forwards a request to the API and streams its answer back: the storefront and kiosk servers use it so the
// browser talks to one origin (ARCHITECTURE.md). Plain Node, no dependencies.
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
 * An Express handler that sends the request on to `api` (a URL), adding X-Forwarded-For for per-user rate
 * limits. A failure to reach the API answers 503 with Retry-After, in the API's error shape; the development tools
 * answer 404.
 * @param {URL} api
 * @returns {import('express').RequestHandler}
 */
export function forwardToApi(api) {
  return function forward(req, res) {
    if (isDevToolsPath(req.originalUrl)) {
      res.status(404).json({ message: 'Not Found' });
      return;
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: req.originalUrl,
        headers: { ...req.headers, host: api.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': req.protocol },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // The API is down or restarting: a retryable 503, as the API itself answers when its database is away.
      if (!res.headersSent) res.status(503).set('retry-after', '30').json({ message: 'We’ll be right back: the shop is briefly unavailable. Please try again in a moment.' });
      else res.destroy();
    });
    req.pipe(upstream);
  };
}
