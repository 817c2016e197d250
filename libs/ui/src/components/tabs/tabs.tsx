import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import './tabs.css';

/** One tab and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<ComponentProps<typeof RadixTabs.Root>, 'children'> {
  /** The tabs. */
  items: readonly TabItem[];
  /** Names the tab list for screen readers ("Product information"). */
  label: string;
}

/** Tabs on Radix Tabs (`value` / `defaultValue` / `onValueChange`), arrow keys moving between them. */
export function Tabs({ items, label, className, defaultValue, ...props }: TabsProps) {
  return (
    <RadixTabs.Root className={cn('au-tabs', className)} defaultValue={defaultValue ?? items[0]?.value} {...props}>
      <RadixTabs.List className="au-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className="au-tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="au-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
