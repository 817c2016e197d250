import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, one line per text operation: its content streams are inflated
 * and the hex strings of each `TJ` array are decoded (WinAnsi, which is Latin-1 for the characters used).
 * Enough to read our invoices in tests; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hexes = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '');
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}
