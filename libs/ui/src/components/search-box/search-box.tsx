import { useId, useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { Spinner } from '../spinner/spinner';
import { onComboboxInput, onComboboxKey, SearchField } from './search-field';
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
      <SearchField
        label={label}
        listId={listId}
        expanded={expanded}
        activeId={activeSuggestion ? `${id}-option-${activeSuggestion.id}` : undefined}
        name={name}
        placeholder={placeholder}
        value={query}
        onChange={(event) => onComboboxInput(event.target.value, { setQuery, setOpen, setActive })}
        onKeyDown={(event) =>
          onComboboxKey(event, {
            count: suggestions.length,
            expanded,
            query,
            setQuery,
            setOpen,
            setActive,
            chooseActive: () => {
              const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
              if (suggestion) choose(suggestion);
              return suggestion !== undefined;
            },
          })
        }
        onBlur={() => setOpen(false)}
      >
        {loading && <Spinner size={16} label="Loading suggestions" className="au-search__spinner" />}
      </SearchField>
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
