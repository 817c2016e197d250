import { cva } from 'class-variance-authority';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button/icon-button';
import './drawer.css';
import '../dialog/overlay.css';

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
export function Drawer({ trigger, title, description, footer, side = 'right', className, children, ...props }: DrawerProps) {
  return (
    <RadixDialog.Root {...props}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="au-overlay" />
        <RadixDialog.Content
          className={cn(drawerVariants({ side }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="au-drawer__header">
            <RadixDialog.Title className="au-drawer__title">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label="Close" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="au-drawer__description">{description}</RadixDialog.Description>}
          <div className="au-drawer__body">{children}</div>
          {footer && <div className="au-drawer__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
