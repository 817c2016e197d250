import { roundStone } from '../svg/gem';
import { ellipsePath, n } from '../svg/primitives';
import { alongQuadratic, chainLinks } from './chain-links';
import type { Shape, ShapeContext } from './shape';

/** One bangle lying at an angle: a thick ring seen in perspective, studded or engraved along its front. */
function oneBangle(cx: number, cy: number, rx: number, ry: number, t: number, ctx: ShapeContext): string {
  const inner = ellipsePath(cx, cy - t * 0.35, rx - t * 0.8, ry - t * 0.55);
  let svg =
    `<path fill-rule="evenodd" fill="url(#m-band)" stroke="${ctx.tone.deep}" stroke-width="2" d="${ellipsePath(cx, cy, rx, ry)}${inner}"/>` +
    `<path d="${inner}" fill="none" stroke="${ctx.tone.deep}" stroke-opacity="0.4" stroke-width="${n(t * 0.1)}"/>`;
  const count = 11;
  for (let k = 0; k < count; k += 1) {
    const a = ((25 + (k * 130) / (count - 1)) * Math.PI) / 180;
    const x = cx + (rx - t * 0.4) * Math.cos(a);
    const y = cy - t * 0.17 + (ry - t * 0.27) * Math.sin(a);
    svg += ctx.stone === null
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(t * 0.14)}" fill="url(#m-rad)" stroke="${ctx.tone.deep}" stroke-width="1.5"/>`
      : roundStone(x, y, t * 0.2, ctx.stone);
  }
  return svg;
}

/** One, two or three bangles stacked. */
export function drawBangle(ctx: ShapeContext): Shape {
  const { rng } = ctx;
  const rx = rng.range(300, 340);
  const ry = rx * rng.range(0.42, 0.6);
  const t = rng.range(50, 80);
  const stack = rng.int(1, 3);
  let svg = '';
  for (let i = stack - 1; i >= 0; i -= 1) svg += oneBangle(500, 500 + (i - (stack - 1) / 2) * t * 1.1, rx, ry, t, ctx);
  return { svg, focus: { x: 500, y: 500 + ry }, mount: 'tray' };
}

/** A bracelet laid in an oval: a tennis line of stones, or heavy links. */
export function drawBracelet(ctx: ShapeContext): Shape {
  const { rng, stone } = ctx;
  const rx = rng.range(280, 330);
  const ry = rx * rng.range(0.55, 0.7);
  const cx = 500;
  const cy = 500;
  if (stone !== null) {
    const count = 26;
    const r = (Math.PI * (rx + ry)) / count / 2.1;
    let svg = '';
    for (let k = 0; k < count; k += 1) {
      const a = (k * 2 * Math.PI) / count;
      const x = cx + rx * Math.cos(a);
      const y = cy + ry * Math.sin(a);
      svg += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.12)}" fill="url(#m-lin)" stroke="${ctx.tone.deep}" stroke-width="2"/>`;
      svg += roundStone(x, y, r * 0.9, stone);
    }
    return { svg, focus: { x: cx, y: cy + ry }, mount: 'tray' };
  }
  const style = rng.pick(['curb', 'cable', 'rope'] as const);
  const size = rng.range(24, 32);
  const top = alongQuadratic({ x: cx - rx, y: cy }, { x: cx, y: cy - ry * 2 }, { x: cx + rx, y: cy }, 26);
  const bottom = alongQuadratic({ x: cx + rx, y: cy }, { x: cx, y: cy + ry * 2 }, { x: cx - rx, y: cy }, 26);
  return { svg: chainLinks(top, size, style, ctx) + chainLinks(bottom, size, style, ctx), focus: { x: cx, y: cy + ry }, mount: 'tray' };
}
