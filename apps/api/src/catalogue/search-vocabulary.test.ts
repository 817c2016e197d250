import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, MAX_CORRECTED_TERMS, SearchVocabulary } from './search-vocabulary';

describe('edit distance', () => {
  it('counts a swap of neighbouring letters, an insertion, a deletion and a substitution as one edit each', () => {
    expect(editDistance('rnig', 'ring', 2)).toBe(1);
    expect(editDistance('daimond', 'diamond', 2)).toBe(1);
    expect(editDistance('braclet', 'bracelet', 2)).toBe(1);
    expect(editDistance('rubyy', 'ruby', 2)).toBe(1);
    expect(editDistance('bangke', 'bangle', 2)).toBe(1);
    expect(editDistance('neckalce', 'necklace', 2)).toBe(1);
    expect(editDistance('neccklase', 'necklace', 2)).toBe(2);
    expect(editDistance('ring', 'ring', 2)).toBe(0);
  });

  it('stops at the bound: past it, the answer is one more than the bound', () => {
    expect(editDistance('qqqqzzzz', 'necklace', 2)).toBe(3);
    expect(editDistance('ring', 'earrings', 1)).toBe(2);
  });

  it('allows one edit to words of four to seven letters, two to longer words and none to shorter', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('the search vocabulary', () => {
  const vocabulary = new SearchVocabulary([
    'Diamond Solitaire Ring in 18K Gold',
    'Diamond Ring',
    'Ruby Necklace',
    'Rings',
    'Sing a song',
  ]);

  it('corrects an unknown word to the closest, then most common, catalogue word', () => {
    expect(vocabulary.correct(['rnig', 'daimond', 'neckalce'])).toEqual({ terms: ['ring', 'diamond', 'necklace'], corrected: true });
    // `ring` and `sing` are both one edit from `ting`; `ring` is in more texts.
    expect(vocabulary.correction('ting')).toBe('ring');
    // Two edits: enough for a word of eight letters or more, too many for a shorter one.
    expect(vocabulary.correction('neccklase')).toBe('necklace');
    expect(vocabulary.correction('neklase')).toBeUndefined();
  });

  it('leaves alone known words, their plurals, words being typed, short words, numbers and nonsense', () => {
    expect(vocabulary.correct(['diamonds', 'solit', 'rng', '18kk', 'qqqqzzzz'])).toEqual({
      terms: ['diamonds', 'solit', 'rng', '18kk', 'qqqqzzzz'],
      corrected: false,
    });
  });

  it(`looks up at most ${MAX_CORRECTED_TERMS} unknown words of a search; later ones are searched as typed`, () => {
    expect(MAX_CORRECTED_TERMS).toBe(3);
    expect(vocabulary.correct(['diamond', 'rnig', 'daimond', 'neckalce', 'soltaire'])).toEqual({
      terms: ['diamond', 'ring', 'necklace', 'soltaire'],
      corrected: true,
    });
  });

  it('searches a word once when a correction repeats another word', () => {
    expect(vocabulary.correct(['ring', 'rign'])).toEqual({ terms: ['ring'], corrected: true });
  });
});
