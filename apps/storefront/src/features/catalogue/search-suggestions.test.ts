import { sampleProduct } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import {
  RECENT_SEARCHES_KEY,
  fetchSearchSuggestions,
  matchingCategories,
  readRecentSearches,
  withRecentSearch,
  writeRecentSearches,
} from './search-suggestions';

const api = testApiForThisFile();

const categories = [
  { slug: 'rings', name: 'Rings' },
  { slug: 'earrings', name: 'Earrings' },
  { slug: 'nose-pins', name: 'Nose Pins' },
  { slug: 'coins', name: 'Coins' },
];

/** A Storage on a Map, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('search suggestions', () => {
  it('offer each matching product with its page, first picture, price and category', async () => {
    const ring = sampleProduct({ id: 7, slug: 'solitaire-ring-7', name: 'Solitaire Ring', price: 67_426 });
    api.on('GET', '/products', { body: { data: [ring], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } } });
    const found = await storeOn(api).dispatch(fetchSearchSuggestions({ q: 'solit' })).unwrap();
    expect(found).toEqual([
      {
        slug: 'solitaire-ring-7',
        name: 'Solitaire Ring',
        price: 67_426,
        image: { url: ring.images[0]?.url, alt: ring.images[0]?.alt },
        category: ring.categories[0]?.name,
      },
    ]);
    expect(api.arrivals.map((arrival) => arrival.query)).toEqual(['per_page=5&q=solit']);
  });

  it('name the categories a word starts, a singular finding its plural', () => {
    expect(matchingCategories('ear', categories).map((c) => c.slug)).toEqual(['earrings']);
    expect(matchingCategories('gold ring', categories).map((c) => c.slug)).toEqual(['rings', 'earrings']);
    expect(matchingCategories('nose', categories).map((c) => c.slug)).toEqual(['nose-pins']);
    expect(matchingCategories('  ', categories)).toEqual([]);
    expect(matchingCategories('zz', categories)).toEqual([]);
  });
});

describe('recent searches, kept on the device', () => {
  it('put the newest first, once whatever its case, and keep five', () => {
    let recent: string[] = [];
    for (const search of ['gold chain', 'Jhumka', 'ruby', 'pearl', 'kada', '  GOLD   chain ']) recent = withRecentSearch(recent, search);
    expect(recent).toEqual(['GOLD chain', 'kada', 'pearl', 'ruby', 'Jhumka']);
    expect(withRecentSearch(recent, '   ')).toEqual(recent);
  });

  it('are read back as they were written, and a cleared list removes the key', () => {
    const storage = memoryStorage();
    writeRecentSearches(['ruby', 'kada'], storage);
    expect(readRecentSearches(storage)).toEqual(['ruby', 'kada']);
    writeRecentSearches([], storage);
    expect(storage.items.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('read as none from storage holding something else, or none at all', () => {
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{"q":1}' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: 'not json' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '["ruby", 3, ""]' }))).toEqual(['ruby']);
    expect(readRecentSearches(undefined)).toEqual([]);
  });
});
