/** A change as one line: each field that differs, old → new. */
export function changeOf(entry: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) => (value === undefined || value === null ? '–' : typeof value === 'string' ? value : JSON.stringify(value));
  return keys
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) => `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`)
    .join('; ');
}
