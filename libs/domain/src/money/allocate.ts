/**
 * Shares a whole amount (paise) among parts in proportion to their weights, so that the shares add up to
 * the amount exactly (largest remainder: the paise left after rounding down go to the parts that lost the
 * most). Ties go to the earlier part. Zero weights get nothing; all-zero weights share nothing.
 *
 * Used to show an order's GST, computed once on the subtotal, line by line on the invoice.
 */
export function allocateInProportion(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Cannot share ${amount}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Weight ${weight} is not a whole amount`);
  }
  const totalWeight = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (totalWeight === 0n) {
    if (amount !== 0) throw new RangeError(`Cannot share ${amount} among parts that weigh nothing`);
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => product / totalWeight);
  let left = BigInt(amount) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % totalWeight }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
