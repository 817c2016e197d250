import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button/icon-button';
import './overlay.css';
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
export function Dialog({ trigger, title, description, footer, size = 'md', className, children, ...props }: DialogProps) {
  return (
    <RadixDialog.Root {...props}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="au-overlay" />
        <RadixDialog.Content
          className={cn('au-dialog', `au-dialog--${size}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="au-dialog__header">
            <RadixDialog.Title className="au-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label="Close" size="sm" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="au-dialog__description">{description}</RadixDialog.Description>}
          {children && <div className="au-dialog__body">{children}</div>}
          {footer && <div className="au-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog or Drawer when its child (a Button) is pressed. */
export function DialogClose(props: ComponentProps<typeof RadixDialog.Close>) {
  return <RadixDialog.Close asChild {...props} />;
}
