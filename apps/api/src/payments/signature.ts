import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors';

/** The header a provider signs its callback with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** How far the signed timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

export const MISSING_SIGNATURE_MESSAGE = `Missing or malformed X-Payment-Signature header (t=<unix seconds>,v1=<hex HMAC-SHA256>).`;
export const BAD_SIGNATURE_MESSAGE = 'The payment callback signature does not match its body.';
export const STALE_SIGNATURE_MESSAGE = 'The payment callback timestamp is more than 5 minutes away from the server clock.';

/** 401: no signature, or one that does not match (wrong secret, altered body). */
export class SignatureError extends HttpError {
  override readonly name = 'SignatureError';
  constructor(message: string) {
    super(401, message);
  }
}

/** 400: an authentic signature whose timestamp is outside the window (a replay, or a clock far off). */
export class StaleSignatureError extends HttpError {
  override readonly name = 'StaleSignatureError';
  constructor() {
    super(400, STALE_SIGNATURE_MESSAGE);
  }
}

const hmac = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The `X-Payment-Signature` value for `rawBody` signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

function parseHeader(header: string | string[] | undefined): { timestamp: number; signatures: Buffer[] } {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new SignatureError(MISSING_SIGNATURE_MESSAGE);
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of value.split(',')) {
    const [name, field] = part.trim().split('=', 2);
    if (name === 't' && field && /^\d{1,12}$/.test(field)) timestamp = Number(field);
    if (name === 'v1' && field && /^[0-9a-f]{64}$/i.test(field)) signatures.push(Buffer.from(field, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw new SignatureError(MISSING_SIGNATURE_MESSAGE);
  return { timestamp, signatures };
}

/**
 * Checks a callback's signature over its raw bytes, in constant time, then its timestamp: throws
 * {@link SignatureError} (401) when it is missing or does not match, {@link StaleSignatureError} (400)
 * when it matches but was made more than 5 minutes from `now`, in the past or the future.
 */
export function verifySignature(secret: string, header: string | string[] | undefined, rawBody: Buffer, now: Date): void {
  const { timestamp, signatures } = parseHeader(header);
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) throw new SignatureError(BAD_SIGNATURE_MESSAGE);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_WINDOW_SECONDS) throw new StaleSignatureError();
}
