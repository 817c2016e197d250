import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the link the shop hands its payer stays usable; a settled or cancelled attempt ends it sooner. */
export const SANDBOX_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The proof a sandbox pay link carries in its query: `expires` (unix seconds), `nonce` and `sig`. */
export interface SandboxLinkProof {
  expires: string;
  nonce: string;
  sig: string;
}

/** What a link's proof says about the attempt it names. */
export type SandboxLinkCheck = 'valid' | 'expired' | 'invalid';

const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
const EXPIRES = /^\d{1,12}$/;

// Its own label, so a link's signature can never pass for a callback's under the same secret.
const mac = (secret: string, paymentId: string, expires: string, nonce: string) =>
  createHmac('sha256', secret).update(`sandbox-pay-link.${paymentId.toLowerCase()}.${expires}.${nonce}`).digest();

/** A new proof for `paymentId`, valid until `now` + {@link SANDBOX_LINK_TTL_SECONDS}. */
export function signSandboxLink(secret: string, paymentId: string, now: Date): SandboxLinkProof {
  const expires = String(Math.floor(now.getTime() / 1000) + SANDBOX_LINK_TTL_SECONDS);
  const nonce = randomBytes(16).toString('base64url');
  return { expires, nonce, sig: mac(secret, paymentId, expires, nonce).toString('hex') };
}

/** The query string of a proof, with its leading `?`. */
export const sandboxLinkQuery = (proof: SandboxLinkProof): string => `?${new URLSearchParams({ expires: proof.expires, nonce: proof.nonce, sig: proof.sig }).toString()}`;

/** The proof in a stored pay URL's query, or null when it carries none. */
export function proofOfPayUrl(payUrl: string | null): SandboxLinkProof | null {
  if (!payUrl) return null;
  const query = new URLSearchParams(payUrl.split('?', 2)[1] ?? '');
  const [expires, nonce, sig] = [query.get('expires'), query.get('nonce'), query.get('sig')];
  return expires && nonce && sig ? { expires, nonce, sig } : null;
}

/** Checks a link's proof for `paymentId` in constant time, then its expiry. */
export function checkSandboxLink(secret: string, paymentId: string, proof: Partial<SandboxLinkProof>, now: Date): SandboxLinkCheck {
  const { expires, nonce, sig } = proof;
  if (!expires || !nonce || !sig || !EXPIRES.test(expires) || !NONCE.test(nonce) || !SIGNATURE.test(sig)) return 'invalid';
  if (!timingSafeEqual(Buffer.from(sig, 'hex'), mac(secret, paymentId, expires, nonce))) return 'invalid';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
