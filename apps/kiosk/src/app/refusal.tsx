import { Alert } from '@aurelia/ui';
import type { ReactNode } from 'react';
import { useFocusOnArrival } from './focus';

/**
 * A form's refusal: a danger alert that takes focus when it appears, from the button or field that sent the
 * form, so it is read out and the next Tab goes on to the fields. Key it by its message so that a new refusal
 * arrives anew.
 */
export function Refusal({ title, children }: { title?: string; children: ReactNode }) {
  const ref = useFocusOnArrival<HTMLDivElement>({ fromForm: true });
  return (
    <Alert ref={ref} tabIndex={-1} tone="danger" title={title}>
      {children}
    </Alert>
  );
}
