import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import { Icon } from '../icon/icon';
import './breadcrumbs.css';

/** A step of the trail; the last one is the current page and needs no `href`. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbsProps extends Omit<ComponentProps<'nav'>, 'children'> {
  items: readonly BreadcrumbItem[];
  /** Renders a link (pass the router's Link); defaults to a plain anchor. */
  renderLink?: RenderLink;
}

/** Where the page sits in the shop: Home › Rings › Solitaires, the last marked as the current page. */
export function Breadcrumbs({ items, renderLink, className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={cn('au-breadcrumbs', className)} {...props}>
      <ol className="au-breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="au-breadcrumbs__item">
              {current || !item.href ? (
                <span aria-current={current ? 'page' : undefined} className="au-breadcrumbs__current">
                  {item.label}
                </span>
              ) : renderLink ? (
                renderLink({ href: item.href, className: 'au-breadcrumbs__link', children: item.label })
              ) : (
                <a href={item.href} className="au-breadcrumbs__link">
                  {item.label}
                </a>
              )}
              {!current && <Icon name="chevron-right" size={14} className="au-breadcrumbs__separator" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
