/**
 * Story fixtures: the shop's own renders of three pieces (libs/piece-scenes, on a transparent ground), at the
 * paths the image proxy serves them from. `src/stories/ipx` holds the proxy's answers at the sizes the components
 * ask for (320 and 640 px webp), so stories load them with no network and no API.
 */

/** A design's rendered view: 1 front, 2 three-quarter, 3 on a stone plinth with a pebble for scale. */
const piece = (design: string, view: 1 | 2 | 3) => `/images/pieces/${design}-${view}.webp`;

/** A solitaire diamond ring in yellow gold, from the front. */
export const ringImage = piece('solitaire-ring-yellow-gold-diamond', 1);
/** The same ring from three-quarter (a tile's second view). */
export const ringThreeQuarterImage = piece('solitaire-ring-yellow-gold-diamond', 2);
/** The same ring on a plinth, with a pebble beside it for scale. */
export const ringOnSurfaceImage = piece('solitaire-ring-yellow-gold-diamond', 3);

/** A platinum heart pendant with a diamond, on its chain. */
export const necklaceImage = piece('heart-pendant-platinum-diamond', 1);
export const necklaceThreeQuarterImage = piece('heart-pendant-platinum-diamond', 2);

/** A pair of platinum jhumkas, diamond-set studs over bead-fringed domes. */
export const earringsImage = piece('jhumka-earrings-platinum-diamond', 1);
export const earringsThreeQuarterImage = piece('jhumka-earrings-platinum-diamond', 2);
