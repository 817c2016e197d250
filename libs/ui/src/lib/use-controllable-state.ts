import { useCallback, useState } from 'react';

/** Options of {@link useControllableState}: the Radix-style controlled/uncontrolled pair. */
export interface ControllableStateOptions<T> {
  /** The controlled value; when defined the component follows it. */
  value: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * A component's text value, controlled or not, Radix style: the props it hands to {@link useControllableState}
 * (`onValueChange` as its `onChange`).
 */
export interface ControllableValueProps {
  /** The controlled value; when given, the component follows it. */
  value?: string;
  /** The initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with every new value, controlled or not. */
  onValueChange?: (value: string) => void;
}

/**
 * State that is controlled when `value` is given and uncontrolled otherwise, like Radix's
 * `value` / `defaultValue` / `onValueChange` props.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
