import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import '../dialog/overlay.css';
import './popover.css';

export interface PopoverProps extends ComponentProps<typeof RadixPopover.Root> {
  /** The element that toggles the popover; it must be focusable (a Button). */
  trigger: ReactNode;
  /** Names the popover for screen readers. */
  label: string;
  /** Which side of the trigger (default bottom). */
  side?: ComponentProps<typeof RadixPopover.Content>['side'];
  /** Alignment against the trigger (default start). */
  align?: ComponentProps<typeof RadixPopover.Content>['align'];
  className?: string;
}

/** Non-modal content anchored to a trigger (size guide, store hours) on Radix Popover. */
export function Popover({ trigger, label, side = 'bottom', align = 'start', className, children, ...props }: PopoverProps) {
  return (
    <RadixPopover.Root {...props}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          className={cn('au-popover', className)}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {children}
          <RadixPopover.Arrow className="au-popover__arrow" />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
