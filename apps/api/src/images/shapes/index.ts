import { drawBangle, drawBracelet } from './bangle';
import { drawCoin } from './coin';
import { drawEarrings } from './earrings';
import { drawMangalsutra } from './mangalsutra';
import { drawChain, drawNecklace } from './necklace';
import { drawNosePin } from './nose-pin';
import { drawPendant } from './pendant';
import { drawRing } from './ring';
import type { ShapeDrawer } from './shape';

// Checked in order: "earrings" contains "ring" and a "mangalsutra chain" is a mangalsutra.
const DRAWERS: readonly (readonly [RegExp, ShapeDrawer])[] = [
  [/earring|jhumka|\bstuds?\b|hoop/, drawEarrings],
  [/nose|nath/, drawNosePin],
  [/mangal/, drawMangalsutra],
  [/necklace|choker|haar/, drawNecklace],
  [/pendant|locket/, drawPendant],
  [/chain/, drawChain],
  [/bangle|kada/, drawBangle],
  [/bracelet/, drawBracelet],
  [/coin|\bbars?\b/, drawCoin],
  [/ring|band/, drawRing],
];

/** The drawer for a category name or slug (`rings`, `Nose Pins`, `gold-coins`); unknown ones get a ring. */
export function drawerFor(category: string): ShapeDrawer {
  const name = category.toLowerCase();
  return DRAWERS.find(([pattern]) => pattern.test(name))?.[1] ?? drawRing;
}
