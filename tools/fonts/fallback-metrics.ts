/**
 * How wide the shop's web faces set a line of the shop's own words against the system fonts their fallbacks stand in
 * for (libs/ui/src/styles/fallback-fonts.css): the fallback's `size-adjust` is that ratio, so that text keeps its
 * place when the web face arrives. Measured in Debian's Chromium (or CHROME_PATH's) at 100 px, body text at 400,
 * headings at 600 (a system serif at 600 is drawn as a synthetic bold, as the fallback is). Prints each ratio beside
 * the descriptor the stylesheet has; a system font this machine lacks is reported as missing (Debian:
 * fonts-liberation, fonts-roboto, fonts-noto-core).
 *
 *   npx tsx tools/fonts/fallback-metrics.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..', '..');
const STYLES = join(ROOT, 'libs/ui/src/styles');
const WEB_FACES = {
  Inter: { file: join(STYLES, 'fonts/inter-latin-wght-400-700.woff2'), weight: 400 },
  'Cormorant Garamond': { file: join(ROOT, 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'), weight: 600 },
} as const;
/** The system fonts each web face falls back to, by the names `local()` finds them by, and the fallback face's name. */
const SYSTEM_FONTS: { face: keyof typeof WEB_FACES; fallback: string; names: string[] }[] = [
  { face: 'Inter', fallback: 'Inter Fallback', names: ['Liberation Sans'] },
  { face: 'Inter', fallback: 'Inter Fallback', names: ['Roboto', 'Roboto-Regular'] },
  { face: 'Cormorant Garamond', fallback: 'Cormorant Garamond Fallback', names: ['Liberation Serif'] },
  { face: 'Cormorant Garamond', fallback: 'Cormorant Garamond Fallback Noto', names: ['Noto Serif', 'NotoSerif-Regular'] },
];
const TEXT =
  "Aurelia fine jewellery: gold, diamond and platinum rings, earrings, necklaces and bangles. Hallmarked pieces, priced from the day's metal rate; book an appointment at a store near you.";

/** The `size-adjust` of each fallback face in the stylesheet, by its family name. */
function declaredSizeAdjust(): Map<string, string> {
  const css = readFileSync(join(STYLES, 'fallback-fonts.css'), 'utf8');
  const faces = new Map<string, string>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*'([^']+)'/.exec(body ?? '')?.[1];
    const size = /size-adjust:\s*([\d.]+%)/.exec(body ?? '')?.[1];
    if (family && size) faces.set(family, size);
  }
  return faces;
}

const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.route('http://fonts.invalid/**', (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(1)) as keyof typeof WEB_FACES;
    if (name in WEB_FACES) return route.fulfill({ body: readFileSync(WEB_FACES[name].file), contentType: 'font/woff2' });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
  });
  await page.goto('http://fonts.invalid/');
  let faces = 0;
  /**
   * The width of TEXT at 100 px in a face made from `source`, or null when it cannot be loaded. The web face is declared
   * at its weight; the system font as the fallback face is, at none (normal), so a heading's 600 draws it in synthetic
   * bold. Written as the page's own script: the tools are type-checked without the DOM.
   */
  const width = async (source: string, weight: number, declared: 'weight' | 'normal'): Promise<number | null> => {
    faces += 1;
    const args = JSON.stringify({ source, weight, text: TEXT, family: `measured${faces}`, descriptor: declared === 'weight' ? String(weight) : 'normal' });
    return (await page.evaluate(`(async ({ source, weight, text, family, descriptor }) => {
      const face = new FontFace(family, source, { weight: descriptor });
      try {
        document.fonts.add(await face.load());
      } catch {
        return null;
      }
      const span = document.createElement('span');
      Object.assign(span.style, { fontFamily: family + ', monospace', fontWeight: String(weight), fontSize: '100px', whiteSpace: 'nowrap' });
      span.textContent = text;
      document.body.append(span);
      return span.getBoundingClientRect().width;
    })(${args})`)) as number | null;
  };
  const declared = declaredSizeAdjust();
  for (const system of SYSTEM_FONTS) {
    const { weight } = WEB_FACES[system.face];
    const web = await width(`url("/${encodeURIComponent(system.face)}")`, weight, 'weight');
    const local = await width(system.names.map((name) => `local("${name}")`).join(', '), weight, 'normal');
    const measured = web && local ? `${((web / local) * 100).toFixed(2)}%` : 'missing on this machine';
    console.log(`${system.face} (${weight}) over ${system.names[0]}: ${measured}; '${system.fallback}' has size-adjust ${declared.get(system.fallback) ?? '(no such face)'}`);
  }
} finally {
  await browser.close();
}
