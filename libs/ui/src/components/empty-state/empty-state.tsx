import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import './empty-state.css';

export interface EmptyStateProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** A decorative icon above the title. */
  icon?: IconName;
  /** What is empty ("Your bag is empty"). */
  title: ReactNode;
  /** What the shopper can do about it. */
  description?: ReactNode;
  /** The way forward: a button or link. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** A friendly, centred placeholder when a list, bag or search has nothing to show. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cn('au-empty-state', className)} {...props}>
      {icon && (
        <span className="au-empty-state__icon">
          <Icon name={icon} size={32} />
        </span>
      )}
      <Heading className="au-empty-state__title">{title}</Heading>
      {description && <p className="au-empty-state__description">{description}</p>}
      {action && <div className="au-empty-state__action">{action}</div>}
    </section>
  );
}
