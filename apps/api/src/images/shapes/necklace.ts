import { bezel, dropStone, halo, roundStone } from '../svg/gem';
import { heartPath, n } from '../svg/primitives';
import { alongQuadratic, chainLinks } from './chain-links';
import type { Shape, ShapeContext } from './shape';

/** A pendant hanging from a bail at (x, y); returns its SVG and the point to zoom on. */
export function pendantBody(x: number, y: number, scale: number, ctx: ShapeContext): { svg: string; focus: { x: number; y: number } } {
  const { rng, stone, tone } = ctx;
  const bail = `<rect x="${n(x - 12 * scale)}" y="${n(y - 6 * scale)}" width="${n(24 * scale)}" height="${n(36 * scale)}" rx="${n(8 * scale)}" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="2"/>`;
  const top = y + 28 * scale;
  if (stone === null) {
    const cy = top + 62 * scale;
    const body = rng.chance(0.5)
      ? `<path d="${heartPath(x, cy, 130 * scale)}" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="3"/>` +
        `<path d="${heartPath(x, cy, 96 * scale)}" fill="none" stroke="${tone.highlight}" stroke-opacity="0.7" stroke-width="${n(5 * scale)}"/>`
      : `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(62 * scale)}" fill="url(#m-rad)" stroke="${tone.deep}" stroke-width="3"/>` +
        `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(44 * scale)}" fill="none" stroke="${tone.shade}" stroke-width="${n(4 * scale)}" stroke-dasharray="${n(6 * scale)} ${n(6 * scale)}"/>`;
    return { svg: bail + body, focus: { x, y: cy } };
  }
  if (rng.chance(0.5)) {
    const h = 150 * scale;
    const cy = top + h / 2;
    return { svg: bail + dropStone(x, cy, h * 0.68, h, stone), focus: { x, y: cy } };
  }
  const r = 48 * scale;
  const cy = top + r * 1.5;
  const setting = rng.chance(0.5) ? halo(x, cy, r) : bezel(x, cy, r);
  return { svg: bail + setting + roundStone(x, cy, r, stone), focus: { x, y: cy } };
}

/** A necklace laid out as a U: a chain of links with a pendant at its lowest point. */
export function drawNecklace(ctx: ShapeContext): Shape {
  const { rng } = ctx;
  const spread = rng.range(330, 400);
  const depth = rng.range(520, 580);
  const path = alongQuadratic({ x: 500 - spread, y: 110 }, { x: 500, y: depth * 2 - 110 }, { x: 500 + spread, y: 110 }, 58);
  const size = rng.range(13, 17);
  const links = chainLinks(path, size, rng.pick(['cable', 'rope', 'curb'] as const), ctx);
  const pendant = pendantBody(500, depth, rng.range(1.25, 1.55), ctx);
  return { svg: links + pendant.svg, focus: pendant.focus, mount: 'neck' };
}

/** A heavy chain without a pendant, sometimes doubled. */
export function drawChain(ctx: ShapeContext): Shape {
  const { rng } = ctx;
  const spread = rng.range(320, 390);
  const depth = rng.range(600, 700);
  const style = rng.pick(['cable', 'rope', 'curb'] as const);
  const size = rng.range(16, 22);
  let svg = chainLinks(alongQuadratic({ x: 500 - spread, y: 110 }, { x: 500, y: depth * 2 - 110 }, { x: 500 + spread, y: 110 }, 54), size, style, ctx);
  if (rng.chance(0.4)) {
    const inner = alongQuadratic({ x: 540 - spread, y: 110 }, { x: 500, y: depth * 2 - 330 }, { x: 460 + spread, y: 110 }, 44);
    svg = chainLinks(inner, size * 0.8, style, ctx) + svg;
  }
  return { svg, focus: { x: 500, y: depth }, mount: 'neck' };
}
