import { describe, expect, it } from 'vitest';
import { SignatureError, signatureHeader, StaleSignatureError, verifySignature } from './signature';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const body = Buffer.from('{"event_id":"evt_12345678"}');
const now = new Date('2026-03-02T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('the callback signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">)', () => {
  it('accepts the signature of the raw body made with the secret, within 5 minutes either way', () => {
    expect(() => verifySignature(SECRET, signatureHeader(SECRET, t, body), body, now)).not.toThrow();
    expect(() => verifySignature(SECRET, signatureHeader(SECRET, t - 300, body), body, now)).not.toThrow();
    expect(() => verifySignature(SECRET, signatureHeader(SECRET, t + 300, body), body, now)).not.toThrow();
  });

  it('refuses (401) another secret, an altered body, an altered timestamp, a missing or malformed header', () => {
    const forged = [
      [signatureHeader('another-secret-of-at-least-32-chars!!', t, body), body],
      [signatureHeader(SECRET, t, body), Buffer.from('{"event_id":"evt_12345679"}')],
      [signatureHeader(SECRET, t, body).replace(`t=${t}`, `t=${t + 1}`), body],
      [undefined, body],
      ['', body],
      [`t=${t}`, body],
      ['v1=abc', body],
      ['garbage', body],
    ] as const;
    for (const [header, sent] of forged) {
      expect(() => verifySignature(SECRET, header, sent, now), String(header)).toThrow(SignatureError);
    }
  });

  it('refuses (400) an authentic signature made more than 5 minutes ago or ahead', () => {
    for (const skew of [-301, 301, -3600]) {
      expect(() => verifySignature(SECRET, signatureHeader(SECRET, t + skew, body), body, now), String(skew)).toThrow(StaleSignatureError);
    }
  });

  it('accepts the header when one of several v1 signatures matches (secret rotation)', () => {
    const good = signatureHeader(SECRET, t, body).split(',')[1];
    const other = signatureHeader('another-secret-of-at-least-32-chars!!', t, body).split(',')[1];
    expect(() => verifySignature(SECRET, `t=${t},${other},${good}`, body, now)).not.toThrow();
  });
});
