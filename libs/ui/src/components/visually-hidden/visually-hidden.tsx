import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

export type VisuallyHiddenProps = ComponentProps<'span'>;

/**
 * Content for screen readers only: present in the accessibility tree, invisible on screen. A span with the base
 * styles' `au-sr-only` class, so a page that only needs hidden words does not fetch a primitive's script for them.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={cn('au-sr-only', className)} {...props} />;
}
