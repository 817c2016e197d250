import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { ICON_PATHS } from './icon-paths';
import './icon.css';

/** The name of an icon in the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name, for pickers and docs. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

/** True when `name` is an icon of the set. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

export interface IconProps extends Omit<ComponentProps<'svg'>, 'name'> {
  /** The icon to draw. An unknown name renders an empty box of the same size, so layout never shifts. */
  name: IconName | (string & {});
  /** Width and height in CSS pixels (default 20). */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a visible text or the parent's label already says what it means.
   */
  label?: string;
}

/** An inline SVG icon from the set; colour follows the text (currentColor). */
export function Icon({ name, size = 20, label, className, style, ...props }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (!isIconName(name)) {
    return (
      <span
        className={cn('au-icon', 'au-icon--missing', className)}
        data-icon={name}
        style={{ width: size, height: size, ...(style as object) }}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cn('au-icon', className)}
      data-icon={name}
      style={style}
      {...a11y}
      {...props}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
