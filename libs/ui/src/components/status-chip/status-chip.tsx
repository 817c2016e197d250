import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import './status-chip.css';

/** The tones a status can take; the app maps its own statuses onto them. */
export const STATUS_TONES = ['neutral', 'info', 'progress', 'success', 'warning', 'danger'] as const;

/** How a status reads at a glance: waiting, informative, under way, done well, needing care, gone wrong. */
export type StatusTone = (typeof STATUS_TONES)[number];

const statusChipVariants = cva('au-status-chip', {
  variants: {
    tone: {
      neutral: 'au-status-chip--neutral',
      info: 'au-status-chip--info',
      progress: 'au-status-chip--progress',
      success: 'au-status-chip--success',
      warning: 'au-status-chip--warning',
      danger: 'au-status-chip--danger',
    },
    size: { sm: 'au-status-chip--sm', md: 'au-status-chip--md' },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export interface StatusChipProps extends ComponentProps<'span'> {
  /** The colour of the status; the text says it too, so colour is never the only signal. */
  tone?: StatusTone;
  /** An icon before the text; without one a dot marks the chip. */
  icon?: IconName;
  /** `sm` for dense tables. */
  size?: 'sm' | 'md';
}

/**
 * The state of an order, payment or return as a short label ("Shipped", "Refund pending"): its text is always
 * shown, and the tone only adds to it. Takes the label as children, so the app picks the words (libs/domain's).
 */
export function StatusChip({ tone = 'neutral', icon, size = 'md', className, children, ...props }: StatusChipProps) {
  return (
    <span className={cn(statusChipVariants({ tone, size }), className)} data-tone={tone} {...props}>
      {icon ? <Icon name={icon} size={size === 'sm' ? 12 : 14} /> : <span className="au-status-chip__dot" aria-hidden />}
      <span className="au-status-chip__label">{children}</span>
    </span>
  );
}
