import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import './list-popup.css';
import './dropdown-menu.css';

/** An entry of a {@link DropdownMenu}: an action, or a separator. */
export type DropdownMenuEntry =
  | {
      type?: 'item';
      label: string;
      icon?: IconName;
      onSelect?: () => void;
      disabled?: boolean;
      /** Red, for destructive actions (sign out, remove). */
      danger?: boolean;
    }
  | { type: 'separator' };

export interface DropdownMenuProps extends ComponentProps<typeof RadixDropdownMenu.Root> {
  /** The button that opens the menu. */
  trigger: ReactNode;
  /** The entries. */
  items: readonly DropdownMenuEntry[];
  /** Names the menu for screen readers (defaults to the trigger's name). */
  label?: string;
  align?: ComponentProps<typeof RadixDropdownMenu.Content>['align'];
  className?: string;
}

/** A menu of actions (account menu, sort options) on Radix DropdownMenu, with full keyboard support. */
export function DropdownMenu({ trigger, items, label, align = 'end', className, ...props }: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root {...props}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content className={cn('au-menu', className)} align={align} sideOffset={6} aria-label={label}>
          {items.map((entry, index) =>
            entry.type === 'separator' ? (
              <RadixDropdownMenu.Separator key={`separator-${index}`} className="au-menu__separator" />
            ) : (
              <RadixDropdownMenu.Item
                key={entry.label}
                className={cn('au-menu__item', entry.danger && 'au-menu__item--danger')}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon && <Icon name={entry.icon} size={16} />}
                {entry.label}
              </RadixDropdownMenu.Item>
            ),
          )}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
