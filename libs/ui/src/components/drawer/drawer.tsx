import { cva } from 'class-variance-authority';
import type { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { ModalPanel } from '../dialog/modal-panel';
import './drawer.css';

const drawerVariants = cva('au-drawer', {
  variants: { side: { right: 'au-drawer--right', left: 'au-drawer--left' } },
  defaultVariants: { side: 'right' },
});

export interface DrawerProps extends ComponentProps<typeof RadixDialog.Root> {
  /** The element that opens the drawer (the bag button). */
  trigger?: ReactNode;
  /** Heading and accessible name ("Your bag"). */
  title: ReactNode;
  /** Optional accessible description under the title. */
  description?: ReactNode;
  /** Sticky bottom area: totals and the checkout button. */
  footer?: ReactNode;
  /** Which edge it slides from (default right). */
  side?: 'right' | 'left';
  className?: string;
}

/** A side sheet on Radix Dialog, such as the cart drawer: modal, focus-trapped, closes on Escape. */
export function Drawer({ side = 'right', className, ...props }: DrawerProps) {
  return <ModalPanel block="au-drawer" panelClassName={cn(drawerVariants({ side }), className)} closeSize="md" alwaysBody {...props} />;
}
