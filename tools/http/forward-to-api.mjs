// Forwards a request to the API and streams its answer back: the storefront and kiosk servers use it so the
// browser talks to one origin (ARCHITECTURE.md). Plain Node, no dependencies.
import { request as httpRequest } from 'node:http';

/**
 * An Express handler that sends the request on to `api` (a URL), adding X-Forwarded-For for per-user rate
 * limits. A failure to reach the API answers 502 with the API's error shape.
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
      if (!res.headersSent) res.status(502).json({ message: 'The shop is unavailable right now. Please try again shortly.' });
      else res.destroy();
    });
    req.pipe(upstream);
  };
}
