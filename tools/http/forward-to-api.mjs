// Forwards a request to the API and streams its answer back: the storefront and kiosk servers use it so the
// browser talks to one origin (ARCHITECTURE.md). Plain Node, no dependencies.
import { request as httpRequest } from 'node:http';

/**
 * An Express handler that sends the request on to `api` (a URL), adding X-Forwarded-For for per-user rate
 * limits. A failure to reach the API answers 503 with Retry-After, in the API's error shape.
 */
export function forwardToApi(api) {
  return function forward(req, res) {
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
