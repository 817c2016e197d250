import { onComboboxInput, onComboboxKey, SearchField } from '@aurelia/ui';
import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SuggestionOption } from '../features/catalogue/search-suggestions';
import { lazyOrNothing } from '../shared/lazy-part';
// The search box's look is the library's (SearchBox), whose code the header does not load.
import '@aurelia/ui/field.css';
import '@aurelia/ui/search-box.css';

const loadPanel = () => import('../features/catalogue/search-suggestions-panel');
const SuggestionsPanel = lazyOrNothing(loadPanel);

/**
 * The header search, an ARIA 1.2 combobox on a text input (a search input may not take the role). Typing offers
 * products with their pictures and prices, and categories; the empty box offers popular and recent searches.
 * The suggestions' code loads when the box is first touched; without JavaScript the form submits to /search.
 */
export function SiteSearch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<readonly SuggestionOption[]>([]);
  const [wanted, setWanted] = useState(false);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  // A new page closes the list; the search page's own query fills the box.
  const searched = pathname === '/search' ? (params.get('q') ?? '') : null;
  const page = `${pathname}?${searched ?? ''}`;
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    setOpen(false);
    setActive(-1);
    if (searched !== null) setQuery(searched);
  }

  // Should the suggestions' code not come (the connection gone), the box is a plain search form: nothing to remember.
  const want = () => {
    setWanted(true);
    void loadPanel().catch(() => undefined);
  };
  const remember = (search: string) => {
    if (search) void loadPanel().then((panel) => panel.rememberSearch(search), () => undefined);
  };
  const choose = (option: SuggestionOption) => {
    remember(option.query ?? query.trim());
    setOpen(false);
    setActive(-1);
    if (option.query !== undefined) setQuery(option.query);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Delete' && activeOption?.remove) {
      event.preventDefault();
      activeOption.remove();
      setActive(-1);
      return;
    }
    onComboboxKey(event, {
      count: options.length,
      expanded,
      query,
      setQuery,
      setOpen,
      setActive,
      onArrow: want,
      chooseActive: () => {
        if (activeOption) choose(activeOption);
        return activeOption !== undefined;
      },
    });
  };

  const emptyList = <div id={listId} role="listbox" aria-label="Suggestions" hidden />;
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="au-search sf-header__search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        remember(q);
        setOpen(false);
        void navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
      }}
      // The list stays open while focus moves within the search (to "Clear recent searches").
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <SearchField
        label="Search jewellery"
        listId={listId}
        expanded={expanded}
        activeId={activeOption ? `${listId}-${activeOption.id}` : undefined}
        name="q"
        spellCheck={false}
        placeholder="Search rings, necklaces, gold coins…"
        maxLength={100}
        value={query}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => setOpen(true)}
        onChange={(event) => onComboboxInput(event.target.value, { setQuery, setOpen, setActive })}
        onKeyDown={onKeyDown}
      />
      {wanted ? (
        <Suspense fallback={emptyList}>
          <SuggestionsPanel listId={listId} query={query} expanded={expanded} active={active} onOptions={setOptions} onChoose={choose} />
        </Suspense>
      ) : (
        emptyList
      )}
      <p className="au-sr-only" role="status">
        {expanded ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  );
}
