import { useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import type { IconName } from './icon-names';
import { useIconPaths } from './icon-source';
import './icon.css';

export { ICON_NAMES, isIconName, type IconName } from './icon-names';

export interface IconProps extends Omit<ComponentProps<'svg'>, 'name' | 'children' | 'dangerouslySetInnerHTML'> {
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

/** The drawing as SVG markup (path data of the set; quotes and angle brackets escaped all the same). */
function pathsMarkup(paths: readonly string[]) {
  return paths.map((d) => `<path d="${d.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"></path>`).join('');
}

/**
 * An inline SVG icon from the set; colour follows the text (currentColor). The drawing is the element's inner
 * markup, so that a page hydrating before its drawings have come (icon-source-deferred.ts) keeps the server's.
 * A hydrated icon goes on showing the server's drawing for as long as its name stays the same: drawing it again
 * once the set has come would parse the same markup anew for every icon on the page, tens of milliseconds on a
 * listing, on the main thread right after hydration.
 */
export function Icon({ name, size = 20, label, className, ...props }: IconProps) {
  const source = useIconPaths();
  const paths = source === 'server' ? undefined : source;
  // The name whose drawing the server put in this element, while it is still the one to show.
  const [serverDrawn, setServerDrawn] = useState(source === 'server' ? name : undefined);
  if (serverDrawn !== undefined && serverDrawn !== name) setServerDrawn(undefined);
  const keepServerDrawing = serverDrawn === name;
  const drawing = paths && Object.hasOwn(paths, name) ? paths[name] : undefined;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
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
      className={cn('au-icon', paths && !drawing && 'au-icon--missing', className)}
      data-icon={name}
      {...a11y}
      {...props}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawing && !keepServerDrawing ? pathsMarkup(drawing) : '' }}
    />
  );
}
