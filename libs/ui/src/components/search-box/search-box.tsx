import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Spinner } from '../spinner/spinner';
// The input's look (.au-input) is the fields' own: without it the search field was the browser's bare input
// wherever no other field had loaded that stylesheet.
import '../field/field.css';
import './search-box.css';

/** A suggestion under the search box. */
export interface SearchSuggestion {
  id: string;
  label: string;
  /** A hint after the label ("in Rings"). */
  hint?: string;
}

/** Its value is the query: `onValueChange` gets it as it is typed (fetch suggestions there, debounced). */
export interface SearchBoxProps extends ControllableValueProps, Omit<ComponentProps<'form'>, 'onSubmit' | 'onSelect' | 'defaultValue'> {
  /** Suggestions for the current query. */
  suggestions?: readonly SearchSuggestion[];
  /** Called when a suggestion is chosen (click or Enter). */
  onSelect?: (suggestion: SearchSuggestion) => void;
  /** Called with the query when the search is submitted. */
  onSearch: (query: string) => void;
  /** Suggestions are loading. */
  loading?: boolean;
  /** Accessible label (default "Search jewellery"). */
  label?: string;
  placeholder?: string;
  /** Form name of the query (default `q`). */
  name?: string;
}

/**
 * The site search: a combobox whose suggestions are picked with the arrow keys and Enter (or a click);
 * Enter without a highlighted suggestion submits the query. Escape closes the list, then clears.
 */
export function SearchBox({
  value,
  defaultValue = '',
  onValueChange,
  suggestions = [],
  onSelect,
  onSearch,
  loading = false,
  label = 'Search jewellery',
  placeholder = 'Search rings, necklaces, gold coins…',
  name = 'q',
  className,
  ...props
}: SearchBoxProps) {
  const [query, setQuery] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const expanded = open && suggestions.length > 0 && query.trim() !== '';

  const choose = (suggestion: SearchSuggestion) => {
    setQuery(suggestion.label);
    setOpen(false);
    setActive(-1);
    onSelect?.(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the input itself (-1).
      setActive((current) => ((current + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const suggestion = suggestions[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
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

  const activeSuggestion = expanded && active >= 0 && active < suggestions.length ? suggestions[active] : undefined;

  return (
    <form
      role="search"
      className={cn('au-search', className)}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(query.trim());
      }}
      {...props}
    >
      <div className="au-search__field">
        <Icon name="search" size={18} className="au-search__icon" />
        <input
          className="au-input au-search__input"
          // ARIA 1.2 puts the combobox role on a text input; HTML does not allow it on type="search".
          type="text"
          name={name}
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeSuggestion ? `${id}-option-${activeSuggestion.id}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {loading && <Spinner size={16} label="Loading suggestions" className="au-search__spinner" />}
        <IconButton icon="search" label="Search" type="submit" worksWithoutScript variant="primary" size="sm" className="au-search__submit" />
      </div>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="au-search__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // Keyboard selection goes through the combobox input (aria-activedescendant), as the ARIA pattern says.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.id}
            id={`${id}-option-${suggestion.id}`}
            role="option"
            aria-selected={index === active}
            className="au-search__option"
            // Keep focus in the input; the click still selects.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span>{suggestion.label}</span>
            {suggestion.hint && <span className="au-search__hint">{suggestion.hint}</span>}
          </li>
        ))}
      </ul>
    </form>
  );
}
