import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './badge.css';

const badgeVariants = cva('au-badge', {
  variants: {
    tone: {
      neutral: 'au-badge--neutral',
      brand: 'au-badge--brand',
      gold: 'au-badge--gold',
      success: 'au-badge--success',
      warning: 'au-badge--warning',
      danger: 'au-badge--danger',
      info: 'au-badge--info',
    },
    size: { sm: 'au-badge--sm', md: 'au-badge--md' },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short status or category label: "New", "22K", "Bestseller". */
export function Badge({ tone, size, className, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
