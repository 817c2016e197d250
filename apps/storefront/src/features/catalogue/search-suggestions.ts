import type { Category } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';

/** How many products the search box offers while typing. */
export const SUGGESTION_COUNT = 5;
/** How many categories it offers alongside them. */
export const CATEGORY_SUGGESTION_COUNT = 3;
/** How many of the shopper's own searches it keeps on the device. */
export const RECENT_SEARCH_COUNT = 5;
/** Where those are kept (this browser only; never sent to the server). */
export const RECENT_SEARCHES_KEY = 'aurelia.recent-searches';

/** What shoppers look for most, offered in the empty search box; each finds pieces in the catalogue. */
export const POPULAR_SEARCHES: readonly string[] = ['Solitaire ring', 'Jhumka earrings', 'Gold coin', 'Mangalsutra', 'Tennis bracelet', 'Diamond pendant'];

/** One choice in the header search's list, as the combobox moves through and picks it. */
export interface SuggestionOption {
  /** Unique in the list; the option element's id is the list's id and this. */
  id: string;
  /** Where choosing it leads. */
  href: string;
  /** The search box's text once it is chosen (a popular or recent search), if it changes. */
  query?: string;
  /** Forgets it (a recent search), by the Delete key. */
  remove?: () => void;
}

/** A product offered under the search box: its page, first picture and price. */
export interface ProductSuggestion {
  slug: string;
  name: string;
  /** Rupees, as the API sends every price. */
  price: number;
  image?: { url: string; alt: string };
  category?: string;
}

/** Products matching what is typed so far (typo-tolerant on the server), with their pictures and prices. */
export const fetchSearchSuggestions = createAppAsyncThunk(
  'catalogue/searchSuggestions',
  async ({ q, signal }: { q: string; signal?: AbortSignal }, { extra }): Promise<ProductSuggestion[]> => {
    const response = await extra.api.getProducts({ q, perPage: SUGGESTION_COUNT }, signal ? { signal } : {});
    return response.data.map((product) => {
      const image = product.images[0];
      const category = product.categories[0]?.name;
      return {
        slug: product.slug,
        name: product.name,
        price: product.price,
        ...(image ? { image: { url: image.url, alt: image.alt } } : {}),
        ...(category ? { category } : {}),
      };
    });
  },
);

/** Lower case, single spaces: how two searches are compared. */
function normalised(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Categories whose name starts a word with what is typed ("ear" → Earrings, "rings" → Rings and Earrings):
 * a name starting with it first.
 */
export function matchingCategories(query: string, categories: readonly Pick<Category, 'slug' | 'name'>[]): Pick<Category, 'slug' | 'name'>[] {
  const words = normalised(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const score = (name: string) => {
    const lower = normalised(name);
    if (words.some((word) => lower.startsWith(word) || word.startsWith(lower.replace(/s$/, '')))) return 2;
    return words.some((word) => word.length >= 3 && lower.includes(word)) ? 1 : 0;
  };
  return categories
    .map((category) => ({ category, rank: score(category.name) }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank)
    .slice(0, CATEGORY_SUGGESTION_COUNT)
    .map(({ category }) => category);
}

/** The searches kept, newest first, with the new one added (once, whatever its case), at most {@link RECENT_SEARCH_COUNT}. */
export function withRecentSearch(recent: readonly string[], search: string): string[] {
  const text = search.trim().replace(/\s+/g, ' ');
  if (!text) return [...recent];
  return [text, ...recent.filter((kept) => normalised(kept) !== normalised(text))].slice(0, RECENT_SEARCH_COUNT);
}

/** The searches kept on this device; none when storage is unavailable or holds something else. */
export function readRecentSearches(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_SEARCH_COUNT) : [];
  } catch {
    return [];
  }
}

/** Keeps `searches` on this device (an empty list removes the key); a full or blocked storage is not an error. */
export function writeRecentSearches(searches: readonly string[], storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (searches.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches.slice(0, RECENT_SEARCH_COUNT)));
  } catch {
    // Private browsing or a full quota: the search still runs, it is only not remembered.
  }
}

/** Adds a search the shopper ran to those kept on this device. */
export function rememberSearch(search: string): void {
  writeRecentSearches(withRecentSearch(readRecentSearches(), search));
}
