import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { ModalPanel, type ModalContentProps } from './modal-panel';
import './dialog.css';

export interface DialogProps extends ModalContentProps {
  /** Width (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog on Radix Dialog: traps focus, closes on Escape and the close button, restores focus. */
export function Dialog({ size = 'md', className, ...props }: DialogProps) {
  return <ModalPanel block="au-dialog" panelClassName={cn('au-dialog', `au-dialog--${size}`, className)} closeSize="sm" {...props} />;
}

/** Closes the surrounding Dialog or Drawer when its child (a Button) is pressed. */
export function DialogClose(props: ComponentProps<typeof RadixDialog.Close>) {
  return <RadixDialog.Close asChild {...props} />;
}
