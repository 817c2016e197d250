import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@aurelia/domain';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import './tooltip.css';

export type TooltipProviderProps = ComponentProps<typeof RadixTooltip.Provider>;

/**
 * Shares the tooltip timing across a page (docs/behaviour.md §9, TOOLTIP_DELAY_MS and TOOLTIP_SKIP_DELAY_MS from
 * libs/domain): a delay before the first tooltip opens, and shortly after closing one the next opens at once. Put it once near the root.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: TooltipProviderProps) {
  return <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export interface TooltipProps extends Omit<ComponentProps<typeof RadixTooltip.Root>, 'children'> {
  /** The element that shows the tooltip on hover and focus; it must be focusable. */
  children: ReactNode;
  /** What the tooltip says. Keep it short; it is a hint, never the only place for information. */
  content: ReactNode;
  /** Which side of the trigger (default top). */
  side?: ComponentProps<typeof RadixTooltip.Content>['side'];
}

/** A short hint on hover or keyboard focus; needs a {@link TooltipProvider} above it. */
export function Tooltip({ children, content, side = 'top', ...props }: TooltipProps) {
  return (
    <RadixTooltip.Root {...props}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="au-tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <RadixTooltip.Arrow className="au-tooltip__arrow" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
