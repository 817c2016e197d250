import { ICON_PATHS } from './icon-paths';

/** The name of an icon in the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name, for pickers and docs. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

/** True when `name` is an icon of the set. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}
