/**
 * How the GST of an invoice is declared (CGST Act / IGST Act): a supply within the seller's state
 * (intra-state) splits it equally into central and state tax; a supply to another state is integrated tax.
 * The place of supply is the delivery address's state, or the store's state for a pick-up.
 */
export type GstSplit =
  | { readonly kind: 'intra-state'; readonly cgst: number; readonly sgst: number }
  | { readonly kind: 'inter-state'; readonly igst: number };

/** Compares state names as written on addresses: case, spaces and `&`/`and` do not matter. */
export function sameState(a: string, b: string): boolean {
  const normal = (state: string) => state.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
  return normal(a) === normal(b);
}

/**
 * Splits the GST (paise) of a supply from `sellerState` to `placeOfSupply`. An odd paisa of an intra-state
 * split goes to CGST, so the two halves always add up to the whole.
 */
export function splitGst(gstMinor: number, sellerState: string, placeOfSupply: string): GstSplit {
  if (!Number.isSafeInteger(gstMinor) || gstMinor < 0) throw new RangeError(`GST must be whole paise, got ${gstMinor}`);
  if (!sameState(sellerState, placeOfSupply)) return { kind: 'inter-state', igst: gstMinor };
  const sgst = Math.floor(gstMinor / 2);
  return { kind: 'intra-state', cgst: gstMinor - sgst, sgst };
}
