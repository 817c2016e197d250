/** Attributes of a cookie, as the auth cookies use them (docs/behaviour.md §9). */
export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  /** Must stay false for a cookie written through `document.cookie`. */
  httpOnly: boolean;
  path: string;
}

// RFC 6265 token characters: what a cookie name may be made of.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const SAME_SITE: Record<CookieOptions['sameSite'], string> = { lax: 'Lax', strict: 'Strict', none: 'None' };

/**
 * Serialises a cookie for a `Set-Cookie` header or `document.cookie`: the value is
 * percent-encoded, the attributes follow in a fixed order. Throws a TypeError for a name
 * that is not a cookie token and a RangeError for a negative or fractional max age.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  if (!Number.isSafeInteger(options.maxAge) || options.maxAge < 0) {
    throw new RangeError(`Cookie max age must be whole seconds, got ${options.maxAge}`);
  }
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, `Path=${options.path}`];
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${SAME_SITE[options.sameSite]}`);
  return parts.join('; ');
}

/** Serialises a cookie that deletes `name`: empty value and `Max-Age=0`, same path and flags. */
export function serializeClearingCookie(name: string, options: CookieOptions): string {
  return serializeCookie(name, '', { ...options, maxAge: 0 });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray '%' from another site's cookie must not break reading ours.
    return value;
  }
}

/**
 * Parses a `Cookie` header (or `document.cookie`) into a name → value map, decoding
 * values and dropping surrounding double quotes. The first occurrence of a name wins,
 * as browsers send the most specific path first. Never throws.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}
