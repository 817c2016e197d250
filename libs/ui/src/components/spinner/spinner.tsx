import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './spinner.css';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Diameter in CSS pixels (default 20). */
  size?: number;
  /**
   * What is loading, read by screen readers (default "Loading"). Pass `null` when the spinner sits
   * inside something that already announces its busy state, such as a loading Button.
   */
  label?: string | null;
}

/** A rotating ring for short waits; stops rotating for people who prefer reduced motion. */
export function Spinner({ size = 20, label = 'Loading', className, style, ...props }: SpinnerProps) {
  return (
    <span
      className={cn('au-spinner', className)}
      style={{ width: size, height: size, ...style }}
      {...(label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label })}
      {...props}
    />
  );
}
