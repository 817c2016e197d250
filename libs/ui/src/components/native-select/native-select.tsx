import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import { Icon } from '../icon/icon';
import type { SelectOption } from '../select/select';
import './native-select.css';

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children' | 'onChange' | 'size'>, FieldBaseProps {
  /** The choices. */
  options: readonly SelectOption[];
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

/**
 * A labelled dropdown on the browser's own `<select>`: the phone's native picker, full keyboard and screen
 * reader support, and no script to load before it works, for choices on pages where first-load JavaScript
 * counts (the sort of a listing). Looks like {@link Select}; use that one where options need custom rendering.
 */
export function NativeSelect({ options, size = 'md', onValueChange, ...props }: NativeSelectProps) {
  const { frame, controlProps, control } = useFieldProps(props);
  return (
    <Field {...frame}>
      <span className="au-native-select">
        <select
          className={cn('au-input', 'au-native-select__control', size === 'xl' && 'au-input--xl')}
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
          {...controlProps}
          {...control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className="au-native-select__icon" />
      </span>
    </Field>
  );
}
