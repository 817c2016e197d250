/**
 * The page `?page=` asks for: 1 when absent, null when it is not a whole number from 1 (the list then starts
 * again at its first page rather than failing).
 */
export function orderListPage(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  if (!/^[1-9][0-9]{0,6}$/.test(raw)) return null;
  return Number(raw);
}
