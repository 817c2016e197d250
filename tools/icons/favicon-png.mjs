#!/usr/bin/env node
// Draws the storefront's icon (apps/storefront/public/favicon.svg) as PNG files beside it, in Chromium: the page's
// icon (48 px) and the web app manifest's (192 and 512 px). Chromium draws an SVG icon as a document of its own on
// the page's main thread while the page loads (a task of 8–16 ms each in a Lighthouse trace, for the page's icon
// and again for the manifest's); a PNG is only decoded.
// Run again after changing favicon.svg:  node tools/icons/favicon-png.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'storefront', 'public');
/** 48 px covers a tab's 16 px icon up to 3× screens; 192 and 512 px are the sizes a manifest is expected to give. */
const SIZES = [48, 192, 512];

const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    const file = join(PUBLIC, size === 48 ? 'favicon-48.png' : `icon-${size}.png`);
    writeFileSync(file, png);
    console.log(`${file}: ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
