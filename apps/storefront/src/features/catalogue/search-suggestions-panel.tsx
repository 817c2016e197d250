import { fixedImageSources, formatInr } from '@aurelia/domain';
import { Icon, type IconName } from '@aurelia/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../server/root-loader.server';
import { useAppDispatch } from '../../shared/hooks';
import {
  POPULAR_SEARCHES,
  fetchSearchSuggestions,
  matchingCategories,
  readRecentSearches,
  writeRecentSearches,
  type ProductSuggestion,
  type SuggestionOption,
} from './search-suggestions';
import './search-suggestions.css';

export { rememberSearch } from './search-suggestions';

/** Wait after the last keystroke before asking for products. */
const SUGGEST_DEBOUNCE_MS = 200;
/** Products are asked for from this many typed characters. */
const MIN_QUERY_LENGTH = 2;
/** The thumbnail's shown size, CSS pixels. */
const THUMBNAIL_SIZE = 48;

interface Item {
  option: SuggestionOption;
  content: ReactNode;
}

interface Group {
  key: string;
  label: string;
  items: Item[];
}

const searchHref = (search: string) => `/search?q=${encodeURIComponent(search)}`;

function textItem(key: string, search: string, icon: IconName, remove?: () => void): Item {
  return {
    option: { id: key, href: searchHref(search), query: search, ...(remove ? { remove } : {}) },
    content: (
      <>
        <Icon name={icon} size={16} className="sf-suggest__icon" />
        <span className="sf-suggest__name">{search}</span>
      </>
    ),
  };
}

function productItem(product: ProductSuggestion): Item {
  const image = product.image ? fixedImageSources(product.image.url, { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' }) : null;
  return {
    option: { id: `product-${product.slug}`, href: `/product/${product.slug}` },
    content: (
      <>
        {image ? (
          <img className="sf-suggest__thumb" {...image} srcSet={image.srcset} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="sf-suggest__thumb" />
        )}
        <span className="sf-suggest__name">
          {product.name}
          {product.category && <span className="sf-suggest__hint">in {product.category}</span>}
        </span>
        <span className="sf-suggest__price">{formatInr(product.price)}</span>
      </>
    ),
  };
}

/**
 * The header search's list (loaded when the box is first touched): while typing, matching categories and products
 * with their pictures and prices; in the empty box, the shopper's recent searches (kept on this device, removable)
 * and popular ones. It reports its options to the combobox, which moves through them.
 */
export default function SearchSuggestionsPanel({
  listId,
  query,
  expanded,
  active,
  onOptions,
  onChoose,
}: {
  listId: string;
  query: string;
  expanded: boolean;
  active: number;
  onOptions: (options: readonly SuggestionOption[]) => void;
  onChoose: (option: SuggestionOption) => void;
}) {
  const dispatch = useAppDispatch();
  const root = useRouteLoaderData('root') as RootData | undefined;
  // Mounted in the browser only (once the box is touched), so the device's storage is there to read.
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const [found, setFound] = useState<{ q: string; products: ProductSuggestion[] }>({ q: '', products: [] });
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_QUERY_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch(fetchSearchSuggestions({ q, signal: controller.signal }))
        .unwrap()
        .then((products) => {
          if (!controller.signal.aborted) setFound({ q, products });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound({ q, products: [] });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, dispatch]);

  const groups = useMemo<Group[]>(() => {
    if (q === '') {
      const forget = (search: string) => () => {
        const kept = readRecentSearches().filter((item) => item !== search);
        writeRecentSearches(kept);
        setRecent(kept);
      };
      return [
        { key: 'recent', label: 'Your recent searches', items: recent.map((search, index) => textItem(`recent-${index}`, search, 'clock', forget(search))) },
        { key: 'popular', label: 'Popular searches', items: POPULAR_SEARCHES.map((search, index) => textItem(`popular-${index}`, search, 'search')) },
      ].filter((group) => group.items.length > 0);
    }
    if (q.length < MIN_QUERY_LENGTH) return [];
    const products = found.q === q ? found.products : [];
    return [
      {
        key: 'categories',
        label: 'Categories',
        items: matchingCategories(q, root?.categories ?? []).map((category) => ({
          option: { id: `category-${category.slug}`, href: `/category/${category.slug}` },
          content: (
            <>
              <Icon name="chevron-right" size={16} className="sf-suggest__icon" />
              <span className="sf-suggest__name">{category.name}</span>
            </>
          ),
        })),
      },
      { key: 'products', label: 'Pieces', items: products.map(productItem) },
    ].filter((group) => group.items.length > 0);
  }, [q, recent, found, root]);

  const options = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.option)), [groups]);
  useEffect(() => onOptions(options), [options, onOptions]);

  let index = -1;
  return (
    <div className="au-search__list sf-suggest" hidden={!expanded}>
      <div id={listId} role="listbox" aria-label="Suggestions" className="sf-suggest__list">
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="sf-suggest__group">
            <div id={`${listId}-${group.key}`} role="presentation" className="sf-suggest__heading">
              {group.label}
            </div>
            {group.items.map((item) => {
              index += 1;
              return (
                // Keyboard selection goes through the combobox input (aria-activedescendant), as the ARIA pattern says.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={item.option.id}
                  id={`${listId}-${item.option.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className="sf-suggest__option"
                  // Keep focus in the input; the click still chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(item.option)}
                >
                  {item.content}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {q === '' && recent.length > 0 && (
        <button
          type="button"
          className="sf-suggest__clear"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            writeRecentSearches([]);
            setRecent([]);
          }}
        >
          Clear recent searches
        </button>
      )}
    </div>
  );
}
