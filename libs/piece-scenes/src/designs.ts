/**
 * What a piece looks like, from what the catalogue says of it: its kind (one per style the shop sells), metal,
 * stone and how many stones it shows. Pure data and rules, no three.js: the API's seed imports this alone.
 */

export type PieceMetal = 'yellow-gold' | 'rose-gold' | 'white-gold' | 'platinum' | 'silver';
export type PieceStone = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl';

/** The shape families a scene is built for; each kind belongs to one. */
export type PieceFamily =
  | 'ring'
  | 'earrings'
  | 'necklace'
  | 'pendant'
  | 'bangle'
  | 'bracelet'
  | 'chain'
  | 'mangalsutra'
  | 'coin'
  | 'nose-pin';

interface KindRule {
  family: PieceFamily;
  /** Stones the piece shows when it is set; 0 for a kind that is never set (its stone is dropped). */
  stones: number;
  /** The catalogue style names this kind draws. */
  styles: readonly string[];
}

/** Every kind of piece, with its family, stone count and the catalogue styles it stands for. */
export const PIECE_KINDS = {
  band: { family: 'ring', stones: 0, styles: ['Band', 'Ring'] },
  'solitaire-ring': { family: 'ring', stones: 1, styles: ['Solitaire Ring'] },
  'halo-ring': { family: 'ring', stones: 15, styles: ['Halo Ring'] },
  'three-stone-ring': { family: 'ring', stones: 3, styles: ['Three-Stone Ring'] },
  'eternity-band': { family: 'ring', stones: 22, styles: ['Eternity Band'] },
  'cocktail-ring': { family: 'ring', stones: 13, styles: ['Cocktail Ring'] },
  'stackable-ring': { family: 'ring', stones: 7, styles: ['Stackable Ring'] },
  'signet-ring': { family: 'ring', stones: 0, styles: ['Signet Ring'] },
  'couple-band': { family: 'ring', stones: 0, styles: ['Couple Band'] },
  'twisted-ring': { family: 'ring', stones: 9, styles: ['Twisted Ring'] },
  'stud-earrings': { family: 'earrings', stones: 2, styles: ['Stud Earrings'] },
  'jhumka-earrings': { family: 'earrings', stones: 6, styles: ['Jhumka Earrings'] },
  'hoop-earrings': { family: 'earrings', stones: 0, styles: ['Hoop Earrings'] },
  'drop-earrings': { family: 'earrings', stones: 2, styles: ['Drop Earrings'] },
  'chandbali-earrings': { family: 'earrings', stones: 10, styles: ['Chandbali Earrings'] },
  'huggie-earrings': { family: 'earrings', stones: 10, styles: ['Huggie Earrings'] },
  'choker-necklace': { family: 'necklace', stones: 15, styles: ['Choker Necklace'] },
  'rani-haar-necklace': { family: 'necklace', stones: 7, styles: ['Rani Haar Necklace'] },
  'collar-necklace': { family: 'necklace', stones: 11, styles: ['Collar Necklace'] },
  'layered-necklace': { family: 'necklace', stones: 3, styles: ['Layered Necklace'] },
  'temple-necklace': { family: 'necklace', stones: 0, styles: ['Temple Necklace'] },
  'tennis-necklace': { family: 'necklace', stones: 48, styles: ['Tennis Necklace'] },
  'heart-pendant': { family: 'pendant', stones: 1, styles: ['Heart Pendant'] },
  'solitaire-pendant': { family: 'pendant', stones: 1, styles: ['Solitaire Pendant'] },
  'om-pendant': { family: 'pendant', stones: 0, styles: ['Om Pendant'] },
  'initial-pendant': { family: 'pendant', stones: 5, styles: ['Initial Pendant'] },
  'floral-pendant': { family: 'pendant', stones: 1, styles: ['Floral Pendant'] },
  'teardrop-pendant': { family: 'pendant', stones: 1, styles: ['Teardrop Pendant'] },
  'kada-bangle': { family: 'bangle', stones: 8, styles: ['Kada Bangle'] },
  'filigree-bangle': { family: 'bangle', stones: 0, styles: ['Filigree Bangle'] },
  'broad-bangle': { family: 'bangle', stones: 12, styles: ['Broad Bangle'] },
  'slim-bangle': { family: 'bangle', stones: 1, styles: ['Slim Bangle'] },
  'openable-bangle': { family: 'bangle', stones: 5, styles: ['Openable Bangle'] },
  'tennis-bracelet': { family: 'bracelet', stones: 32, styles: ['Tennis Bracelet'] },
  'charm-bracelet': { family: 'bracelet', stones: 1, styles: ['Charm Bracelet'] },
  'link-bracelet': { family: 'bracelet', stones: 0, styles: ['Link Bracelet'] },
  'cuff-bracelet': { family: 'bracelet', stones: 5, styles: ['Cuff Bracelet'] },
  'nazariya-bracelet': { family: 'bracelet', stones: 4, styles: ['Nazariya Bracelet'] },
  'rope-chain': { family: 'chain', stones: 0, styles: ['Rope Chain'] },
  'box-chain': { family: 'chain', stones: 0, styles: ['Box Chain'] },
  'curb-chain': { family: 'chain', stones: 0, styles: ['Curb Chain'] },
  'figaro-chain': { family: 'chain', stones: 0, styles: ['Figaro Chain'] },
  'singapore-chain': { family: 'chain', stones: 0, styles: ['Singapore Chain'] },
  'wheat-chain': { family: 'chain', stones: 0, styles: ['Wheat Chain'] },
  'classic-mangalsutra': { family: 'mangalsutra', stones: 1, styles: ['Classic Mangalsutra'] },
  'vati-mangalsutra': { family: 'mangalsutra', stones: 0, styles: ['Vati Mangalsutra'] },
  'layered-mangalsutra': { family: 'mangalsutra', stones: 3, styles: ['Layered Mangalsutra'] },
  'pendant-mangalsutra': { family: 'mangalsutra', stones: 7, styles: ['Pendant Mangalsutra'] },
  'lakshmi-coin': { family: 'coin', stones: 0, styles: ['Lakshmi Gold Coin'] },
  'ganesha-coin': { family: 'coin', stones: 0, styles: ['Ganesha Gold Coin'] },
  'plain-coin': { family: 'coin', stones: 0, styles: ['Plain Gold Coin'] },
  'swastik-coin': { family: 'coin', stones: 0, styles: ['Swastik Gold Coin'] },
  'stud-nose-pin': { family: 'nose-pin', stones: 1, styles: ['Stud Nose Pin'] },
  'flower-nose-pin': { family: 'nose-pin', stones: 7, styles: ['Flower Nose Pin'] },
  'solitaire-nose-pin': { family: 'nose-pin', stones: 1, styles: ['Solitaire Nose Pin'] },
  'wire-nose-pin': { family: 'nose-pin', stones: 0, styles: ['Wire Nose Pin'] },
} as const satisfies Record<string, KindRule>;

export type PieceKind = keyof typeof PIECE_KINDS;

/** A design: everything a scene needs, and all that products of the same look share. */
export interface PieceDesign {
  kind: PieceKind;
  metal: PieceMetal;
  stone: PieceStone | null;
  /** How many stones the piece shows (0 when it has none). */
  stoneCount: number;
}

/** The views rendered per design: 0 front, 1 three-quarter, 2 on a neutral surface with something for scale. */
export const PIECE_VIEWS = [0, 1, 2] as const;
export type PieceView = (typeof PIECE_VIEWS)[number];

const KIND_BY_STYLE = new Map<string, PieceKind>(
  (Object.entries(PIECE_KINDS) as [PieceKind, KindRule][]).flatMap(([kind, rule]) =>
    rule.styles.map((style) => [style.toLowerCase(), kind] as const),
  ),
);

/** Words in a style name that give its family when the exact style is unknown; earrings before rings. */
const FALLBACKS: readonly (readonly [RegExp, PieceKind])[] = [
  [/earring|jhumka|hoop/, 'stud-earrings'],
  [/nose/, 'stud-nose-pin'],
  [/mangal/, 'classic-mangalsutra'],
  [/necklace|choker|haar/, 'choker-necklace'],
  [/pendant|locket/, 'solitaire-pendant'],
  [/chain/, 'curb-chain'],
  [/bangle|kada/, 'slim-bangle'],
  [/bracelet/, 'link-bracelet'],
  [/coin/, 'plain-coin'],
];

/** The kind a catalogue style name draws: its own kind, else one of its family, else a plain band. */
export function kindOfStyle(style: string): PieceKind {
  const name = style.trim().toLowerCase();
  return KIND_BY_STYLE.get(name) ?? FALLBACKS.find(([pattern]) => pattern.test(name))?.[1] ?? 'band';
}

export function familyOf(kind: PieceKind): PieceFamily {
  return PIECE_KINDS[kind].family;
}

/**
 * The design of a piece of `style` in `metal`, set with `stone`. A kind that is never set (a signet, a chain,
 * a coin) drops the stone rather than show one its name does not promise.
 */
export function designOf(style: string, metal: PieceMetal, stone: PieceStone | null): PieceDesign {
  const kind = kindOfStyle(style);
  const count = PIECE_KINDS[kind].stones;
  const set = stone !== null && count > 0;
  return { kind, metal, stone: set ? stone : null, stoneCount: set ? count : 0 };
}

/** A design's file-name key, e.g. `three-stone-ring-rose-gold-ruby` or `signet-ring-platinum-plain`. */
export function designKey(design: PieceDesign): string {
  return `${design.kind}-${design.metal}-${design.stone ?? 'plain'}`;
}

/** The site-relative path of a design's rendered view, as stored with products and served by the image proxy. */
export function pieceImagePath(design: PieceDesign, view: PieceView): string {
  return `/images/pieces/${designKey(design)}-${view + 1}.webp`;
}
