import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a checkbox whose `checked` may be 'indeterminate', which is a DOM property, not an attribute. Set in
 * the commit, so the box shows the dash (and reads as "mixed") the moment it is in the document, not a frame later.
 */
export function useIndeterminate(checked: boolean | 'indeterminate' | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return input;
}
