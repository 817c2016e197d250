import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import './accordion.css';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type AccordionProps = DistributiveOmit<ComponentProps<typeof RadixAccordion.Root>, 'children'> & {
  /** The sections. */
  items: readonly AccordionItem[];
  /** Heading level of the section titles (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/** Collapsible sections (FAQ, filters) on Radix Accordion; `type="single"` or `"multiple"`. */
export function Accordion({ items, className, headingLevel = 3, ...props }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root className={cn('au-accordion', className)} {...(props as ComponentProps<typeof RadixAccordion.Root>)}>
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className="au-accordion__item">
          <RadixAccordion.Header asChild>
            <Heading className="au-accordion__heading">
              <RadixAccordion.Trigger className="au-accordion__trigger">
                {item.title}
                <Icon name="chevron-down" size={18} className="au-accordion__chevron" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="au-accordion__content">
            <div className="au-accordion__inner">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
