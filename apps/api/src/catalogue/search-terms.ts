/** Most words of a search that take part in it; the rest are ignored. */
export const MAX_SEARCH_TERMS = 6;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search text, lower-cased, accents and punctuation removed: `Diamönd-RING!` → `diamond`,
 * `ring`; the first `limit` distinct ones. Only letters and digits survive, so the terms are safe inside a
 * `to_tsquery` expression.
 */
export function searchTerms(text: string, limit = MAX_SEARCH_TERMS): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, limit);
}

/** A full-text query matching any of the terms, each as a prefix: `diamond:* | ring:*`. */
export function prefixTsQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' | ');
}
