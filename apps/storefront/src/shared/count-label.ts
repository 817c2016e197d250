/** How a count reads aloud: "Wishlist, 2 pieces". */
export function countLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${count} ${count === 1 ? 'piece' : 'pieces'}` : label;
}
