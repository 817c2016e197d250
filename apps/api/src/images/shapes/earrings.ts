import { bezel, dropStone, halo, prongs, roundStone } from '../svg/gem';
import { ellipsePath, n } from '../svg/primitives';
import type { Shape, ShapeContext } from './shape';

function stud(x: number, y: number, r: number, ctx: ShapeContext, withHalo: boolean): string {
  if (ctx.stone === null) {
    return (
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#m-rad)" stroke="${ctx.tone.deep}" stroke-width="3"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.62)}" fill="none" stroke="${ctx.tone.shade}" stroke-width="${n(r * 0.1)}"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.25)}" fill="url(#m-lin)"/>`
    );
  }
  const setting = withHalo ? halo(x, y, r) : bezel(x, y, r);
  return setting + roundStone(x, y, r, ctx.stone) + (withHalo ? '' : prongs(x, y, r * 1.12, ctx.stone === 'pearl' ? 0 : 4));
}

function hoop(x: number, y: number, ctx: ShapeContext): string {
  const rx = 120;
  const ry = 150;
  const t = ctx.rng.range(20, 30);
  let svg = `<path fill-rule="evenodd" fill="url(#m-band)" stroke="${ctx.tone.deep}" stroke-width="2" d="${ellipsePath(x, y, rx, ry)}${ellipsePath(x, y, rx - t, ry - t)}"/>`;
  if (ctx.stone !== null) {
    for (let k = 0; k < 7; k += 1) {
      const a = ((20 + k * 23) * Math.PI) / 180;
      svg += roundStone(x + (rx - t / 2) * Math.cos(a), y + (ry - t / 2) * Math.sin(a), t * 0.42, ctx.stone);
    }
  }
  return svg;
}

function drop(x: number, y: number, ctx: ShapeContext): string {
  const top = y - 170;
  const body = ctx.stone === null
    ? `<path d="${ellipsePath(x, y + 60, 62, 95)}" fill="url(#m-lin)" stroke="${ctx.tone.deep}" stroke-width="3"/>` +
      `<path d="${ellipsePath(x, y + 60, 34, 60)}" fill="none" stroke="${ctx.tone.highlight}" stroke-opacity="0.6" stroke-width="6"/>`
    : dropStone(x, y + 60, 120, 180, ctx.stone);
  return (
    `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(y - 40)}" stroke="url(#m-lin)" stroke-width="9"/>` +
    `<circle cx="${n(x)}" cy="${n(y - 36)}" r="13" fill="none" stroke="url(#m-lin)" stroke-width="7"/>` +
    stud(x, top, 38, { ...ctx, stone: ctx.stone === null ? null : 'diamond' }, false) +
    body
  );
}

/** A pair of earrings, studs, hoops or drops, side by side. */
export function drawEarrings(ctx: ShapeContext): Shape {
  const { rng } = ctx;
  const style = rng.pick(['stud', 'drop', 'hoop', 'drop'] as const);
  const gap = rng.range(150, 185);
  const y = style === 'stud' ? 500 : 470;
  const r = rng.range(72, 95);
  const withHalo = rng.chance(0.4);
  const one = (x: number): string =>
    style === 'stud' ? stud(x, y, r, ctx, withHalo) : style === 'hoop' ? hoop(x, y, ctx) : drop(x, y, ctx);
  const focus = { x: 500 + gap, y: style === 'drop' ? y + 60 : y };
  return { svg: one(500 - gap) + one(500 + gap), focus, mount: 'tray' };
}
