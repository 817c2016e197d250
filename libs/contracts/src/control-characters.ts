/**
 * C0 controls (CR, LF and TAB among them), DEL, C1 controls, the Unicode line and paragraph separators and the
 * bidirectional overrides and isolates: none belongs in a name or a search, and each can break a mail header or a
 * file name, or turn the text after it backwards on the page. Free of zod, so a page's code may take it alone.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether `text` holds a line break or another control character ({@link CONTROL_CHARACTERS}). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * `text` with each control character ({@link CONTROL_CHARACTERS}) a space: for text read where refusing it helps
 * nobody, such as a search in a shared link.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), ' ');
}
