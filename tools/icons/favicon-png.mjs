#!/usr/bin/env node
// Draws the storefront's icon (apps/storefront/public/favicon.svg) as PNG files beside it, in Chromium: the page's
// icon (48 px) and the web app manifest's (192 and 512 px). Chromium draws an SVG icon as a document of its own on
// the page's main thread while the page loads (a task of 8–16 ms each in a Lighthouse trace, for the page's icon
// and again for the manifest's); a PNG is only decoded. Also `favicon.ico`, the 48 px PNG in an ICO file: browsers,
// feed readers and link previews ask for /favicon.ico whatever the page links, and got the 404 page.
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
    if (size === 48) {
      const ico = icoOf(png, size);
      writeFileSync(join(PUBLIC, 'favicon.ico'), ico);
      console.log(`${join(PUBLIC, 'favicon.ico')}: ${ico.length} bytes`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}

/** An ICO file holding one PNG image (read by every browser since 2007): a 6-byte header and one 16-byte entry. */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width (0 would mean 256)
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's size
  header.writeUInt32LE(22, 18); // where it starts
  return Buffer.concat([header, png]);
}
