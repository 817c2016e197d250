import { Separator as RadixSeparator } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './separator.css';

export interface SeparatorProps extends ComponentProps<typeof RadixSeparator.Root> {
  /** A gold rule, for luxury section breaks; otherwise a neutral hairline. */
  accent?: boolean;
}

/** A horizontal or vertical rule; decorative by default (hidden from screen readers). */
export function Separator({ accent = false, decorative = true, className, ...props }: SeparatorProps) {
  return (
    <RadixSeparator.Root
      decorative={decorative}
      className={cn('au-separator', accent && 'au-separator--accent', className)}
      {...props}
    />
  );
}
