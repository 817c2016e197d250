/** A strong entity tag for a cache key. */
export function strongEtag(key: string): string {
  return `"${key.slice(0, 32)}"`;
}

/**
 * Whether an `If-None-Match` header matches `etag`, with the weak comparison RFC 9110 prescribes for it
 * (`W/"x"` matches `"x"`) and `*` matching any current representation.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
