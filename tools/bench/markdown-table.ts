/** Rows as a Markdown table with its columns lined up: the first left-aligned, the figures right-aligned. */
export function markdownTable(header: readonly string[], body: readonly (readonly string[])[]): string[] {
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => cells[i]?.length ?? 0)));
  const row = (cells: readonly string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...body.map(row)];
}
