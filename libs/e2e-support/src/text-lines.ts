import type { Locator } from '@playwright/test';

/**
 * On how many lines the browser draws `text` inside `container` (its first occurrence in one text node or across
 * several): 0 when it is not there. A code read as one, such as an order number, belongs on one.
 */
export function linesOf(container: Locator, text: string): Promise<number> {
  return container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    const start = whole.indexOf(wanted);
    if (start < 0) return 0;
    // The text nodes and offsets where `wanted` starts and ends.
    const at = (offset: number): [Text, number] => {
      let seen = 0;
      for (const node of nodes) {
        if (offset <= seen + node.data.length) return [node, offset - seen];
        seen += node.data.length;
      }
      const last = nodes[nodes.length - 1] as Text;
      return [last, last.data.length];
    };
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + wanted.length));
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  }, text);
}
