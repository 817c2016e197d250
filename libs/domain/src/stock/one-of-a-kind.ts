/**
 * What the one-of-a-kind rule reads of a piece, whichever the reader holds: the value of the stones set in it in
 * paise (a catalogue row, a price breakup), or its attributes (a product as a listing or a bag line has it), where
 * a stone is one of the `stone` group.
 */
export type PieceMake = { stoneValueMinor: number } | { attributes: readonly { group: string }[] };

/** Whether stones are set in the piece. */
function hasStones(piece: PieceMake): boolean {
  return 'stoneValueMinor' in piece ? piece.stoneValueMinor > 0 : piece.attributes.some((attribute) => attribute.group === 'stone');
}

/** How many of a one-of-a-kind piece a bag line or an order line holds. */
export const ONE_OF_A_KIND_QUANTITY = 1;

/**
 * Whether a piece is one of a kind, bought one at a time: a piece set with stones is, since each stone is graded
 * and certified on its own and no two such pieces are the same. Plain metal pieces are cast to a standard weight
 * and coins are minted, so several of one may be bought (a pair of bangles, coins to give).
 */
export function isOneOfAKind(piece: PieceMake): boolean {
  return hasStones(piece);
}

/** Most of a piece one line may hold by this rule and a line's `cap`: one of a one-of-a-kind piece. */
export function lineLimitOf(piece: PieceMake, cap: number): number {
  return isOneOfAKind(piece) ? Math.min(ONE_OF_A_KIND_QUANTITY, cap) : cap;
}

/** The sentence that refuses more than one of a one-of-a-kind piece, naming it. */
export function oneOfAKindMessage(name: string): string {
  return `${name} is one of a kind: a bag holds only one.`;
}
