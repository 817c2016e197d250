import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, one line per text operation: its content streams are inflated
 * and the hex strings of each `TJ` array are decoded (WinAnsi, which is Latin-1 for the characters used).
 * Enough to read our invoices in tests; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const content of contentStreams(raw)) {
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hexes = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '');
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}

/**
 * Each stream's bytes, inflated when they are compressed. A stream is cut at its dictionary's `/Length`, not at
 * the next `endstream`: deflated bytes may end in a carriage return, which a search for "\r?\nendstream" would
 * take for the line break and so cut the data one byte short (about one invoice in 256 came out blank).
 */
function* contentStreams(raw: string): Generator<string> {
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const keyword = match.index;
    if (raw.slice(keyword - 3, keyword) === 'end') continue;
    const start = keyword + match[0].length;
    const lengths = [...raw.slice(Math.max(0, keyword - 300), keyword).matchAll(/\/Length (\d+)(?! \d+ R)/g)];
    const length = lengths.at(-1)?.[1];
    const end = length === undefined ? raw.indexOf('endstream', start) : start + Number(length);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    try {
      yield inflateSync(bytes).toString('latin1');
    } catch {
      yield bytes.toString('latin1');
    }
  }
}
