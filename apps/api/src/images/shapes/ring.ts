import { bezel, halo, prongs, roundStone } from '../svg/gem';
import { ellipsePath, n } from '../svg/primitives';
import type { Shape, ShapeContext } from './shape';

/** A band with a grooved or milgrain finish, for plain rings and as the base of set ones. */
function band(cx: number, cy: number, rx: number, ry: number, t: number, ctx: ShapeContext): string {
  const inner = ellipsePath(cx, cy - t * 0.18, rx - t, ry - t * 0.95);
  let svg =
    `<path fill-rule="evenodd" fill="url(#m-band)" stroke="${ctx.tone.deep}" stroke-width="2" d="${ellipsePath(cx, cy, rx, ry)}${inner}"/>` +
    `<path d="${inner}" fill="none" stroke="${ctx.tone.deep}" stroke-opacity="0.45" stroke-width="${n(t * 0.12)}"/>` +
    `<path d="M${n(cx - rx * 0.93)} ${n(cy - ry * 0.3)}A${n(rx * 0.97)} ${n(ry * 0.97)} 0 0 1 ${n(cx - rx * 0.25)} ${n(cy - ry * 0.95)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-linecap="round" stroke-width="${n(t * 0.16)}"/>`;
  if (ctx.stone === null && ctx.rng.chance(0.5)) {
    svg += `<path d="${ellipsePath(cx, cy - t * 0.09, rx - t * 0.5, ry - t * 0.48)}" fill="none" stroke="${ctx.tone.shade}" stroke-width="${n(t * 0.08)}" stroke-dasharray="${n(t * 0.1)} ${n(t * 0.12)}"/>`;
  } else if (ctx.stone === null) {
    svg += `<path d="${ellipsePath(cx, cy - t * 0.09, rx - t * 0.5, ry - t * 0.48)}" fill="none" stroke="${ctx.tone.deep}" stroke-opacity="0.5" stroke-width="${n(t * 0.06)}"/>`;
  }
  return svg;
}

/** A finger ring seen from the front: the band, and on top its setting. */
export function drawRing(ctx: ShapeContext): Shape {
  const { rng, stone } = ctx;
  const cx = 500;
  const cy = 575;
  const rx = rng.range(205, 245);
  const ry = rx * rng.range(0.9, 1);
  const t = stone === null ? rng.range(45, 75) : rng.range(34, 50);
  let svg = band(cx, cy, rx, ry, t, ctx);
  if (stone === null) return { svg, focus: { x: cx, y: cy - ry }, mount: 'tray' };

  const r = rng.range(62, 92);
  const gy = cy - ry - r * 0.45;
  const style = rng.pick(['prongs', 'halo', 'bezel', 'trilogy'] as const);
  svg += `<path d="M${n(cx - r * 0.75)} ${n(cy - ry + t * 0.4)}L${n(cx + r * 0.75)} ${n(cy - ry + t * 0.4)}L${n(cx + r * 0.45)} ${n(gy)}L${n(cx - r * 0.45)} ${n(gy)}Z" fill="url(#m-lin)" stroke="${ctx.tone.deep}" stroke-width="2"/>`;
  if (style === 'trilogy') {
    for (const side of [-1, 1]) {
      const sx = cx + side * r * 1.45;
      const sy = gy + r * 0.35;
      svg += bezel(sx, sy, r * 0.55) + roundStone(sx, sy, r * 0.55, stone === 'pearl' ? 'diamond' : stone);
    }
  }
  if (style === 'halo') svg += halo(cx, gy, r);
  if (style === 'bezel') svg += bezel(cx, gy, r);
  svg += roundStone(cx, gy, r, stone);
  if (style === 'prongs' || style === 'trilogy') svg += prongs(cx, gy, r, stone === 'pearl' ? 0 : rng.pick([4, 6]));
  return { svg, focus: { x: cx, y: gy }, mount: 'tray' };
}
