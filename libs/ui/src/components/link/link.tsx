import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';
import { Icon } from '../icon/icon';
import './link.css';

const linkVariants = cva('au-link', {
  variants: {
    tone: { brand: 'au-link--brand', neutral: 'au-link--neutral', muted: 'au-link--muted' },
    underline: { always: 'au-link--underline', hover: 'au-link--underline-hover' },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});

export interface LinkProps extends ComponentProps<'a'>, VariantProps<typeof linkVariants> {
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
  /** Render the single child (a router's link) with the link's look. */
  asChild?: boolean;
}

/** A text link; pass the router's link as the child with `asChild` for client navigation. */
export function Link({ tone, underline, external = false, asChild = false, className, children, ...props }: LinkProps) {
  const classes = cn(linkVariants({ tone, underline }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <a
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {external && (
        <>
          <Icon name="chevron-right" size={14} />
          <span className="au-sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
