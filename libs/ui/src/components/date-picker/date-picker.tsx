import { LOCALE } from '@aurelia/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import { IconButton } from '../icon-button/icon-button';
import { addDays, addMonths, clampDate, isoToTime, localToday, monthWeeks, startOfMonth, weekday } from './calendar-dates';
import './date-picker.css';

export interface DatePickerProps extends FieldBaseProps {
  /** Controlled date, `YYYY-MM-DD`, or null for none. */
  value?: string | null;
  /** Initial date when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen date. */
  onValueChange?: (value: string) => void;
  /** Earliest bookable date, `YYYY-MM-DD` (often today). */
  min?: string;
  /** Latest bookable date, `YYYY-MM-DD`. */
  max?: string;
  /** Marks other dates as unavailable (store holidays). */
  isDateDisabled?: (date: string) => boolean;
  /** Today, `YYYY-MM-DD` (default the browser's today); the calendar opens on its month. */
  today?: string;
  /** First day of the week, 0 = Sunday (default, as Indian calendars). */
  weekStartsOn?: number;
  /** Form name; the date is submitted as `YYYY-MM-DD`. */
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', ...options }).format(isoToTime(iso));

/**
 * An always-visible calendar for choosing an appointment date: a grid of days (arrow keys move by
 * day and week, Page Up/Down by month, Home/End to the week's ends), with min/max and closed days.
 */
export function DatePicker({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  isDateDisabled,
  today = localToday(),
  weekStartsOn = 0,
  ...props
}: DatePickerProps) {
  const { frame } = useFieldProps(props);
  const { name, disabled } = props;
  const [selected, setSelected] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: onValueChange as ((value: string | null) => void) | undefined,
  });
  const [focused, setFocused] = useState(() => clampDate(selected ?? today, min, max));
  // The month on show follows the value when it changes from outside (a controlled `value`, a reset):
  // adjusted during render, as React advises, so the old month never paints. Focus is not moved.
  const [shownValue, setShownValue] = useState(selected);
  if (selected !== shownValue) {
    setShownValue(selected);
    if (selected) setFocused(clampDate(selected, min, max));
  }
  const focusRequested = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const unavailable = (iso: string) =>
    Boolean(disabled) || (min !== undefined && iso < min) || (max !== undefined && iso > max) || Boolean(isDateDisabled?.(iso));

  const moveTo = (iso: string) => {
    focusRequested.current = true;
    setFocused(clampDate(iso, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const start = (weekday(focused) - weekStartsOn + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -start),
      End: () => addDays(focused, 6 - start),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const month = startOfMonth(focused);
  const weeks = monthWeeks(month, weekStartsOn);
  const headers = weeks[0]?.map((_, index) => addDays('2023-01-01', (index + weekStartsOn) % 7)) ?? [];
  const previousDisabled = min !== undefined && addDays(month, -1) < min;
  const nextDisabled = max !== undefined && addMonths(month, 1) > max;

  return (
    <Field {...frame} group>
      <div className="au-calendar">
        <div className="au-calendar__header">
          <IconButton
            icon="chevron-left"
            label="Previous month"
            size="sm"
            disabled={disabled || previousDisabled}
            onClick={() => setFocused(clampDate(addMonths(focused, -1), min, max))}
          />
          <p id={captionId} className="au-calendar__caption" aria-live="polite">
            {format(month, { month: 'long', year: 'numeric' })}
          </p>
          <IconButton
            icon="chevron-right"
            label="Next month"
            size="sm"
            disabled={disabled || nextDisabled}
            onClick={() => setFocused(clampDate(addMonths(focused, 1), min, max))}
          />
        </div>
        <table ref={grid} role="grid" aria-labelledby={captionId} className="au-calendar__grid" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {headers.map((day) => (
                <th key={day} scope="col" abbr={format(day, { weekday: 'long' })}>
                  {format(day, { weekday: 'narrow' })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((day, index) =>
                  day === null ? (
                    <td key={`empty-${index}`} />
                  ) : (
                    <td key={day} aria-selected={day === selected}>
                      <button
                        type="button"
                        data-date={day}
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                        aria-disabled={unavailable(day) || undefined}
                        aria-current={day === today ? 'date' : undefined}
                        className={cn(
                          'au-calendar__day',
                          day === selected && 'au-calendar__day--selected',
                          day === today && 'au-calendar__day--today',
                        )}
                        onFocus={() => setFocused(day)}
                        onClick={() => {
                          if (!unavailable(day)) setSelected(day);
                        }}
                      >
                        {format(day, { day: 'numeric' })}
                      </button>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {name && <input type="hidden" name={name} value={selected ?? ''} />}
    </Field>
  );
}
