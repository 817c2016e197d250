import { searchTerms } from './search-terms';

/** Words shorter than this are never corrected: at one edit, `rng` could be `ring`, `rug` or `rang`. */
const MIN_CORRECTED_LENGTH = 4;
/** From this length a word may be two edits from the one meant (`neckalce` → `necklace` is one). */
const TWO_EDITS_FROM_LENGTH = 8;
/** Corrections remembered; past this many all are forgotten (a search of new words costs well under 1 ms). */
const MAX_REMEMBERED = 1000;
/** Unknown words of one search looked up for a correction (each a pass over the vocabulary); later ones stay as typed. */
export const MAX_CORRECTED_TERMS = 3;

/** How many edits a search word of this length may be from the catalogue word it is corrected to. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length < TWO_EDITS_FROM_LENGTH ? 1 : 2;
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of two neighbouring letters, each one edit) of `a` and `b`, or `max + 1` once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(best);
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/** A search whose words were corrected: the words searched for, and whether any differs from the text's. */
export interface CorrectedSearch {
  terms: string[];
  corrected: boolean;
}

/**
 * The words of the catalogue's texts (product names and descriptions, category and attribute titles), each
 * with how many texts hold it. A search word that is not one of them, nor the start or the plural of one,
 * is corrected to the closest (fewest edits, then most common, then first alphabetically), if one is close
 * enough ({@link allowedEdits}).
 */
export class SearchVocabulary {
  private readonly counts = new Map<string, number>();
  /** The words, sorted: a word that starts one of them is found by binary search. */
  private readonly sorted: string[];
  /** Search words already looked at, and their correction (`null`: none). */
  private readonly remembered = new Map<string, string | null>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      for (const word of searchTerms(text, Infinity)) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
    this.sorted = [...this.counts.keys()].sort();
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Whether the catalogue holds the word, a word it starts (still being typed) or its singular. */
  knows(word: string): boolean {
    if (this.counts.has(word)) return true;
    if (word.endsWith('s') && (this.counts.has(word.slice(0, -1)) || (word.endsWith('es') && this.counts.has(word.slice(0, -2))))) {
      return true;
    }
    return this.sorted[lowerBound(this.sorted, word)]?.startsWith(word) ?? false;
  }

  /** The catalogue word meant by an unknown word, or `undefined` when the word is known or none is close. */
  correction(word: string): string | undefined {
    let known = this.remembered.get(word);
    if (known === undefined) {
      if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
      known = this.closest(word) ?? null;
      this.remembered.set(word, known);
    }
    return known ?? undefined;
  }

  private closest(word: string): string | undefined {
    const max = allowedEdits(word.length);
    if (max === 0 || /\p{N}/u.test(word) || this.knows(word)) return undefined;
    let best: { word: string; edits: number; count: number } | undefined;
    for (const candidate of this.sorted) {
      const edits = editDistance(word, candidate, best ? Math.min(best.edits, max) : max);
      if (edits > max) continue;
      const count = this.counts.get(candidate) ?? 0;
      if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { word: candidate, edits, count };
    }
    return best?.word;
  }

  /**
   * The words to search for: each unknown word replaced by its correction, when it has one; past
   * {@link MAX_CORRECTED_TERMS} unknown words, the rest are searched as typed.
   */
  correct(terms: readonly string[]): CorrectedSearch {
    let corrected = false;
    let lookups = 0;
    const result = terms.map((term) => {
      if (this.knows(term) || lookups >= MAX_CORRECTED_TERMS) return term;
      lookups += 1;
      const correction = this.correction(term);
      if (correction === undefined) return term;
      corrected = true;
      return correction;
    });
    return { terms: [...new Set(result)], corrected };
  }
}

/** The index of the first of `sorted` not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
