import type { ComponentProps, Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';

import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';

/**
 * The search box's field: the icon, a text input with the ARIA 1.2 combobox role (HTML does not allow the role on
 * type="search") and the submit button. Its look is search-box.css and field.css, imported by whoever shows it, so
 * a header can draw the field without loading the whole SearchBox.
 */
export interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  /** Accessible label of the input. */
  label: string;
  /** The id of the list the combobox controls. */
  listId: string;
  expanded: boolean;
  /** The id of the highlighted option, if any. */
  activeId?: string;
  /** Drawn between the input and the submit button (a spinner). */
  children?: ReactNode;
}

export function SearchField({ label, listId, expanded, activeId, children, ...input }: SearchFieldProps) {
  return (
    <div className="au-search__field">
      <Icon name="search" size={18} className="au-search__icon" />
      <input
        className="au-input au-search__input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="search"
        {...input}
      />
      {children}
      <IconButton icon="search" label="Search" type="submit" worksWithoutScript variant="primary" size="sm" className="au-search__submit" />
    </div>
  );
}

/** What the combobox's keys act on. */
export interface ComboboxKeys {
  /** How many options the list holds now. */
  count: number;
  expanded: boolean;
  query: string;
  setQuery: (query: string) => void;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  /** Enter while an option is highlighted: chooses it; false when nothing was chosen (the form submits). */
  chooseActive: () => boolean;
  /** The arrows were pressed (a list that loads on demand starts loading). */
  onArrow?: () => void;
}

/**
 * The combobox pattern's keys: the arrows move through the options and back to the input (-1), Enter chooses the
 * highlighted one, Escape closes the list and then clears the query.
 */
export function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, keys: ComboboxKeys): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    keys.onArrow?.();
    keys.setOpen(true);
    if (keys.count === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const slots = keys.count + 1;
    keys.setActive((current) => ((current + 1 + step + slots) % slots) - 1);
  } else if (event.key === 'Enter') {
    if (keys.chooseActive()) event.preventDefault();
  } else if (event.key === 'Escape') {
    if (keys.expanded) {
      event.preventDefault();
      keys.setOpen(false);
      keys.setActive(-1);
    } else if (keys.query !== '') {
      event.preventDefault();
      keys.setQuery('');
    }
  }
}

/** Typing in the combobox: the new query, the list open, nothing highlighted. */
export function onComboboxInput(query: string, keys: Pick<ComboboxKeys, 'setQuery' | 'setOpen' | 'setActive'>): void {
  keys.setQuery(query);
  keys.setOpen(true);
  keys.setActive(-1);
}
