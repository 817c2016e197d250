import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import './alert.css';

const alertVariants = cva('au-alert', {
  variants: {
    tone: {
      info: 'au-alert--info',
      success: 'au-alert--success',
      warning: 'au-alert--warning',
      danger: 'au-alert--danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The meaning of an alert. */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Meaning, colour and icon (default info). */
  tone?: AlertTone;
  /** A short heading. */
  title?: ReactNode;
  /** Buttons or links after the message. */
  actions?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
}

/**
 * A message inside the page. Danger alerts interrupt screen readers (role alert); the others are
 * announced politely (role status).
 */
export function Alert({ tone = 'info', title, actions, onDismiss, className, children, ...props }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon name={ICONS[tone]} className="au-alert__icon" />
      <div className="au-alert__body">
        {title && <p className="au-alert__title">{title}</p>}
        {children && <div className="au-alert__message">{children}</div>}
        {actions && <div className="au-alert__actions">{actions}</div>}
      </div>
      {onDismiss && <IconButton icon="close" label="Dismiss" size="sm" onClick={onDismiss} />}
    </div>
  );
}
