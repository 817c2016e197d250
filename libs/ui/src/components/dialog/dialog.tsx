import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { ModalPanel } from './modal-panel';
import './dialog.css';

export interface DialogProps extends ComponentProps<typeof RadixDialog.Root> {
  /** The element that opens the dialog (a Button); omit when opening it from state. */
  trigger?: ReactNode;
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** A sentence under the title, also its accessible description. */
  description?: ReactNode;
  /** Buttons at the bottom (confirm, cancel). */
  footer?: ReactNode;
  /** Width (default md). */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the panel. */
  className?: string;
}

/** A modal dialog on Radix Dialog: traps focus, closes on Escape and the close button, restores focus. */
export function Dialog({ size = 'md', className, ...props }: DialogProps) {
  return <ModalPanel block="au-dialog" panelClassName={cn('au-dialog', `au-dialog--${size}`, className)} closeSize="sm" {...props} />;
}

/** Closes the surrounding Dialog or Drawer when its child (a Button) is pressed. */
export function DialogClose(props: ComponentProps<typeof RadixDialog.Close>) {
  return <RadixDialog.Close asChild {...props} />;
}
