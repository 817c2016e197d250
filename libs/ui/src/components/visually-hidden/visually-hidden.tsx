import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentProps } from 'react';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden.Root>;

/** Content for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
