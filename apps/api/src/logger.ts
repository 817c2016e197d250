import type { FastifyServerOptions } from 'fastify';

/** Request and body fields that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  'password_confirmation',
  'token',
  'access_token',
  '*.password',
  '*.password_confirmation',
  '*.token',
  '*.access_token',
];

/** Query parameters that carry a secret in a URL (the sandbox page's signed link). */
const SECRET_QUERY_PARAMETERS = /([?&](?:sig|nonce|token)=)[^&#]*/gi;

/** A request URL as a log line may show it: a signed link's secret parts redacted. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino options for Fastify: level from the config, secrets redacted, signed links included. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
