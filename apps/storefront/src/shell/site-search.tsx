import { SearchBox, type SearchSuggestion } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../shared/hooks';
import { fetchSearchSuggestions } from '../features/catalogue/search-suggestions';

/** Wait after the last keystroke before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The header search: suggestions while typing (debounced, stale answers dropped), Enter opens
 * `/search?q=…`, a suggestion opens its product. Without JavaScript the form still submits to /search.
 */
export function SiteSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      dispatch(fetchSearchSuggestions({ q, signal: controller.signal }))
        .unwrap()
        .then((found) => {
          if (!controller.signal.aborted) setSuggestions(found);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, dispatch]);

  return (
    <SearchBox
      className="sf-header__search"
      action="/search"
      method="get"
      value={query}
      onValueChange={setQuery}
      suggestions={query.trim().length >= 2 ? suggestions : []}
      loading={loading}
      onSelect={(suggestion) => navigate(`/product/${suggestion.id}`)}
      onSearch={(q) => navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search')}
    />
  );
}
