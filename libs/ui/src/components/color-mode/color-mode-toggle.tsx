import type { ColorModePreference } from '@aurelia/domain';

import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import { useColorMode } from './color-mode-provider';

const NEXT: Record<ColorModePreference, ColorModePreference> = { light: 'dark', dark: 'system', system: 'light' };
const NAME: Record<ColorModePreference, string> = { light: 'light', dark: 'dark', system: 'the system setting' };

export type ColorModeToggleProps = Omit<IconButtonProps, 'icon' | 'label' | 'onClick'>;

/**
 * Cycles the colour-mode preference light → dark → system. Its label says the current choice and the
 * next one; it is disabled while the page forces a mode.
 */
export function ColorModeToggle({ disabled, ...props }: ColorModeToggleProps) {
  const { preference, mode, forced, setPreference } = useColorMode();
  const next = NEXT[preference];
  const label = forced ?
      `Colour mode fixed to ${mode} on this page`
    : `Colour mode: ${NAME[preference]}. Switch to ${NAME[next]}`;
  return (
    <IconButton
      icon={mode === 'dark' ? 'moon' : 'sun'}
      label={label}
      disabled={disabled || forced}
      data-preference={preference}
      onClick={() => setPreference(next)}
      {...props}
    />
  );
}
