import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { Field, fieldErrorMessages, useField, type FieldBaseProps } from '../field/field';
import { Icon } from '../icon/icon';
import { PHONE_COUNTRIES, type PhoneCountry } from './countries';
import './phone-field.css';

/** Its value is the national number (digits and spaces as typed). */
export interface PhoneFieldProps extends ControllableValueProps, Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'>, FieldBaseProps {
  /** Form name of the national number (default `phone`). */
  name?: string;
  /** Form name of the country's ISO code (default `phone_country_code`). */
  countryName?: string;
  /** Form name of the dialling code digits (default `phone_country_number`). */
  dialCodeName?: string;
  /** Controlled country (ISO 3166 alpha-2). */
  country?: string;
  /** Initial country when uncontrolled (default IN). */
  defaultCountry?: string;
  /** Called with the new country code. */
  onCountryChange?: (country: string) => void;
  /** The countries to offer. */
  countries?: readonly PhoneCountry[];
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
  disabled?: boolean;
}

/**
 * A phone number as country (with its dialling code) plus national number, in the user form's
 * fields (docs/architecture.md): `phone`, `phone_country_code`, `phone_country_number`. Server errors for
 * any of the three are shown beside the field.
 */
export function PhoneField({
  label,
  description,
  errors,
  error,
  required,
  hideLabel,
  name = 'phone',
  countryName = 'phone_country_code',
  dialCodeName = 'phone_country_number',
  value,
  defaultValue = '',
  onValueChange,
  country,
  defaultCountry = 'IN',
  onCountryChange,
  countries = PHONE_COUNTRIES,
  size = 'md',
  disabled,
  className,
  ...props
}: PhoneFieldProps) {
  const [number, setNumber] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [selected, setSelected] = useControllableState({ value: country, defaultValue: defaultCountry, onChange: onCountryChange });
  const countryErrors = [...fieldErrorMessages(errors, countryName), ...fieldErrorMessages(errors, dialCodeName)];
  const numberErrors = fieldErrorMessages(errors, name, error);
  const field = useField({ description, error: [...countryErrors, ...numberErrors] });
  const dialCode = countries.find((entry) => entry.code === selected)?.dialCode ?? '';
  const describedBy = field.controlProps['aria-describedby'];
  return (
    <Field field={field} label={label} description={description} required={required} hideLabel={hideLabel} group disabled={disabled} className={className} {...(props as object)}>
      <div className={cn('au-phone-field', size === 'xl' && 'au-phone-field--xl')}>
        <div className="au-phone-field__country">
          <select
            name={countryName}
            value={selected}
            disabled={disabled}
            // Always has a value (no empty first choice), so `required` would say nothing, and HTML forbids it here.
            aria-label="Country code"
            aria-describedby={describedBy}
            aria-invalid={countryErrors.length > 0 || undefined}
            className={cn('au-input', 'au-phone-field__select', size === 'xl' && 'au-input--xl')}
            onChange={(event) => setSelected(event.target.value)}
          >
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name} (+{entry.dialCode})
              </option>
            ))}
          </select>
          <span className="au-phone-field__dial" aria-hidden>
            {selected} +{dialCode}
          </span>
          <Icon name="chevron-down" size={16} className="au-phone-field__chevron" />
        </div>
        <input type="hidden" name={dialCodeName} value={dialCode} />
        <input
          id={field.controlId}
          name={name}
          // A text input with the phone keypad: HTML allows `tel-national` autofill there, not on type="tel".
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          disabled={disabled}
          required={required}
          aria-label="Phone number"
          aria-describedby={describedBy}
          aria-invalid={numberErrors.length > 0 || undefined}
          className={cn('au-input', 'au-phone-field__number', size === 'xl' && 'au-input--xl')}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
    </Field>
  );
}
