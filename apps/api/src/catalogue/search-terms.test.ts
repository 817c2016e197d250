import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, prefixTsQuery, searchTerms } from './search-terms';

describe('search terms', () => {
  it('lower-cases, strips accents and punctuation, and drops repeats', () => {
    expect(searchTerms('  Diamönd-RING!  ring ')).toEqual(['diamond', 'ring']);
  });

  it('leaves nothing of an injection attempt that could break a tsquery', () => {
    const terms = searchTerms(`'); DROP TABLE products; -- :* & | !`);
    expect(terms).toEqual(['drop', 'table', 'products']);
    expect(prefixTsQuery(terms)).toBe('drop:* | table:* | products:*');
  });

  it(`keeps at most ${MAX_SEARCH_TERMS} terms of at most forty characters`, () => {
    const terms = searchTerms(`${'x'.repeat(60)} a b c d e f g h i`);
    expect(terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(MAX_SEARCH_TERMS).toBe(6);
    expect(terms[0]).toHaveLength(40);
  });
});
