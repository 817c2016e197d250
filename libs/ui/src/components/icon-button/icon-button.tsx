import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Icon, type IconName } from '../icon/icon';
import './icon-button.css';

export interface IconButtonProps extends Omit<ComponentProps<typeof Button>, 'children' | 'asChild'> {
  /** The icon to show. */
  icon: IconName;
  /** The accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
}

/** A square button showing only an icon; `label` names it for assistive technology. */
export function IconButton({ icon, label, variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  const iconSize = size === 'xl' ? 28 : size === 'sm' ? 16 : 20;
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={cn('au-icon-button', className)}
      {...props}
    >
      <Icon name={icon} size={iconSize} />
    </Button>
  );
}
