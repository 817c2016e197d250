import type { SearchSuggestion } from '@aurelia/ui';
import { createAppAsyncThunk } from '../../shared/hooks';

/** How many suggestions the search box offers while typing. */
export const SUGGESTION_COUNT = 6;

/** Products matching what is typed so far (typo-tolerant on the server), as search-box suggestions. */
export const fetchSearchSuggestions = createAppAsyncThunk(
  'catalogue/searchSuggestions',
  async ({ q, signal }: { q: string; signal?: AbortSignal }, { extra }): Promise<SearchSuggestion[]> => {
    const response = await extra.api.getProducts({ q, perPage: SUGGESTION_COUNT }, signal ? { signal } : {});
    return response.data.map((product) => {
      const category = product.categories[0]?.name;
      return { id: product.slug, label: product.name, ...(category ? { hint: `in ${category}` } : {}) };
    });
  },
);
