import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import { Skeleton } from '../skeleton/skeleton';
import './timeslot-picker.css';

/** A bookable slot, as the API sends it (docs/architecture.md "Timeslot"). */
export interface Timeslot {
  id: string | number;
  /** `HH:mm`. */
  start_time: string;
  /** `HH:mm`. */
  end_time: string;
  capacity?: number;
  /** Places left; 0 means full. */
  available: number;
}

export interface TimeslotPickerProps extends Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children' | 'value' | 'defaultValue' | 'onValueChange'>, FieldBaseProps {
  /** The slots of the chosen day. */
  slots: readonly Timeslot[];
  /** Controlled slot id. */
  value?: string;
  /** Initial slot id when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen slot's id (as a string). */
  onValueChange?: (id: string) => void;
  /** Shows placeholders while the slots load. */
  loading?: boolean;
  /** Shown when the day has no slots. */
  emptyMessage?: string;
  /** Show "n left" under slots with fewer places than this (default 3). */
  fewLeftBelow?: number;
}

/** The times of a day as selectable chips; full slots are shown but cannot be chosen. */
export function TimeslotPicker({
  slots,
  loading = false,
  emptyMessage = 'No times left on this day. Please choose another date.',
  fewLeftBelow = 3,
  ...props
}: TimeslotPickerProps) {
  const { field, frame, controlProps, control } = useFieldProps(props);
  let content;
  if (loading) {
    content = (
      <div className="au-timeslots" aria-busy="true" aria-label="Loading times" role="group">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="rect" height="3rem" />
        ))}
      </div>
    );
  } else if (slots.length === 0) {
    content = <p className="au-timeslots__empty">{emptyMessage}</p>;
  } else {
    content = (
      <RadixRadioGroup.Root aria-labelledby={field.labelId} {...controlProps} className="au-timeslots" {...control}>
        {slots.map((slot) => {
          const full = slot.available <= 0;
          const note = full ? 'Full' : slot.available < fewLeftBelow ? `${slot.available} left` : '';
          return (
            <RadixRadioGroup.Item
              key={slot.id}
              value={String(slot.id)}
              disabled={full}
              className={cn('au-timeslot', full && 'au-timeslot--full')}
              aria-label={`${slot.start_time} to ${slot.end_time}${note ? `, ${note}` : ''}`}
            >
              <span className="au-timeslot__time">
                {slot.start_time}–{slot.end_time}
              </span>
              {note && <span className="au-timeslot__note">{note}</span>}
            </RadixRadioGroup.Item>
          );
        })}
      </RadixRadioGroup.Root>
    );
  }
  return (
    <Field {...frame} group>
      {content}
    </Field>
  );
}
