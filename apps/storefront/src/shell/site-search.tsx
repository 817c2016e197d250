import { Icon, IconButton } from '@aurelia/ui';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SuggestionOption } from '../features/catalogue/search-suggestions';
// The search box's look is the library's (SearchBox), whose code the header does not load.
import '@aurelia/ui/field.css';
import '@aurelia/ui/search-box.css';

const loadPanel = () => import('../features/catalogue/search-suggestions-panel');
const SuggestionsPanel = lazy(loadPanel);

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

  const want = () => {
    setWanted(true);
    void loadPanel();
  };
  const remember = (search: string) => {
    if (search) void loadPanel().then((panel) => panel.rememberSearch(search));
  };
  const choose = (option: SuggestionOption) => {
    remember(option.query ?? query.trim());
    setOpen(false);
    setActive(-1);
    if (option.query !== undefined) setQuery(option.query);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      want();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the input itself (-1).
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Delete' && activeOption?.remove) {
      event.preventDefault();
      activeOption.remove();
      setActive(-1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    }
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
      <div className="au-search__field">
        <Icon name="search" size={18} className="au-search__icon" />
        <input
          className="au-input au-search__input"
          type="text"
          name="q"
          role="combobox"
          aria-label="Search jewellery"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search rings, necklaces, gold coins…"
          maxLength={100}
          value={query}
          onPointerEnter={want}
          onFocus={want}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton icon="search" label="Search" type="submit" worksWithoutScript variant="primary" size="sm" className="au-search__submit" />
      </div>
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
