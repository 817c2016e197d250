import type { Product } from '@aurelia/contracts';
import { designOf, PIECE_KINDS, type PieceDesign, type PieceMetal, type PieceStone } from '@aurelia/piece-scenes/designs';

const METALS: readonly PieceMetal[] = ['yellow-gold', 'rose-gold', 'white-gold', 'platinum', 'silver'];
const STONES: readonly PieceStone[] = ['diamond', 'ruby', 'emerald', 'sapphire', 'pearl'];

/** Every style the scenes know, longest first, so "Solitaire Pendant" wins over a shorter name inside it. */
const STYLES = Object.values(PIECE_KINDS)
  .flatMap((kind) => kind.styles as readonly string[])
  .sort((a, b) => b.length - a.length);

/**
 * The style a product's name gives ("Heritage Ruby Three-Stone Ring in 18K Rose Gold" is a "Three-Stone Ring"),
 * or the name itself, whose words still lead the scenes to the piece's family.
 */
export function styleOfName(name: string): string {
  const lower = name.toLowerCase();
  return STYLES.find((style) => new RegExp(`(^|[^a-z-])${style.toLowerCase()}($|[^a-z-])`).test(lower)) ?? name;
}

/** The design of the piece on a product page, from its name and its metal and stone attributes (as the renders are made). */
export function pieceDesignOf(product: Pick<Product, 'name' | 'attributes'>): PieceDesign {
  const named = (group: string) => product.attributes.find((attribute) => attribute.group === group)?.name;
  const metal = METALS.find((candidate) => candidate === named('metal')) ?? 'yellow-gold';
  const stone = STONES.find((candidate) => candidate === named('stone')) ?? null;
  return designOf(styleOfName(product.name), metal, stone);
}
