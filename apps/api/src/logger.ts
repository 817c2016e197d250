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

/** pino options for Fastify: level from the config, secrets redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
