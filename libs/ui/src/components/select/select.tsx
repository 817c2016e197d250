import { Select as RadixSelect } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import { Icon } from '../icon/icon';
import '../dropdown-menu/list-popup.css';
import './select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<typeof RadixSelect.Root>, 'children'>, FieldBaseProps {
  /** The choices. */
  options: readonly SelectOption[];
  /** Text shown before anything is chosen. */
  placeholder?: string;
  id?: string;
  className?: string;
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

/** A labelled dropdown choice on Radix Select, with hint and error messages; works in forms via `name`. */
export function Select({ options, placeholder = 'Choose…', size = 'md', ...props }: SelectProps) {
  const { field, frame, control } = useFieldProps(props);
  const { name, disabled, required } = props;
  return (
    <Field {...frame}>
      <RadixSelect.Root name={name} disabled={disabled} required={required} {...control}>
        <RadixSelect.Trigger className={cn('au-input', 'au-select__trigger', size === 'xl' && 'au-input--xl')} {...field.controlProps}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className="au-select__icon">
            <Icon name="chevron-down" size={16} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="au-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport className="au-select__viewport">
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="au-select__item">
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="au-select__indicator">
                    <Icon name="check" size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
