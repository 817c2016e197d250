import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { IconButton } from '../icon-button/icon-button';
import './notice-bar.css';

export interface NoticeBarProps extends Omit<ComponentProps<'aside'>, 'children'> {
  /** The notice, usually the `notice-bar-text` setting. Nothing renders when it is empty. */
  children?: ReactNode;
  /** Names the landmark for screen readers (default "Store notice"). */
  label?: string;
  /** Shows a close button. */
  dismissible?: boolean;
  /** Controlled visibility. */
  open?: boolean;
  /** Initial visibility when uncontrolled (default true). */
  defaultOpen?: boolean;
  /** Called when the shopper closes it. */
  onOpenChange?: (open: boolean) => void;
}

/** The brand-coloured strip above the header for store-wide notices ("Store closed for Diwali"). */
export function NoticeBar({
  children,
  label = 'Store notice',
  dismissible = false,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
  ...props
}: NoticeBarProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const empty = children === undefined || children === null || children === '';
  if (!isOpen || empty) return null;
  return (
    <aside aria-label={label} className={cn('au-notice-bar', className)} {...props}>
      <p className="au-notice-bar__text">{children}</p>
      {dismissible && (
        <IconButton
          icon="close"
          label="Dismiss notice"
          size="sm"
          className="au-notice-bar__close"
          onClick={() => setOpen(false)}
        />
      )}
    </aside>
  );
}
