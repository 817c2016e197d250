import type { ComponentProps, CSSProperties } from 'react';

import { cn } from '../../lib/cn';
import './skeleton.css';

export interface SkeletonProps extends ComponentProps<'span'> {
  /** CSS width (default 100%). */
  width?: CSSProperties['width'];
  /** CSS height (default 1em). */
  height?: CSSProperties['height'];
  /** `text` lines, a `rect` (images, cards) or a `circle` (avatars). */
  shape?: 'text' | 'rect' | 'circle';
}

/**
 * A placeholder with the shape of content that is loading, so nothing shifts when it arrives.
 * Hidden from screen readers: announce the loading state on the region (aria-busy) instead.
 */
export function Skeleton({ width = '100%', height, shape = 'text', className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cn('au-skeleton', `au-skeleton--${shape}`, className)}
      style={{ width, height: height ?? (shape === 'text' ? '1em' : undefined), ...style }}
      {...props}
    />
  );
}
