import { bezel, roundStone } from '../svg/gem';
import { ellipsePath, n, polar } from '../svg/primitives';
import type { Shape, ShapeContext } from './shape';

/** A nose pin shown large: a flower of stones (or metal petals) on a curled pin. */
export function drawNosePin(ctx: ShapeContext): Shape {
  const { rng, stone, tone } = ctx;
  const cx = 480;
  const cy = 440;
  const petals = rng.int(5, 8);
  const ring = rng.range(105, 125);
  const r = rng.range(58, 72);
  let svg =
    `<path d="M${cx + 30} ${cy + 40}C${cx + 60} ${cy + 260} ${cx + 200} ${cy + 300} ${cx + 250} ${cy + 200}" fill="none" stroke="${tone.deep}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M${cx + 30} ${cy + 40}C${cx + 60} ${cy + 260} ${cx + 200} ${cy + 300} ${cx + 250} ${cy + 200}" fill="none" stroke="url(#m-lin)" stroke-width="16" stroke-linecap="round"/>`;
  for (let k = 0; k < petals; k += 1) {
    const a = (k * 360) / petals - 90;
    const p = polar(cx, cy, ring, a);
    if (stone === null) {
      svg += `<path d="${ellipsePath(p.x, p.y, r * 0.62, r * 0.9)}" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="3" transform="rotate(${n(a + 90)} ${n(p.x)} ${n(p.y)})"/>`;
    } else {
      svg += bezel(p.x, p.y, r * 0.62) + roundStone(p.x, p.y, r * 0.62, stone === 'pearl' ? 'diamond' : stone);
    }
  }
  svg += bezel(cx, cy, r) + roundStone(cx, cy, r, stone ?? 'diamond');
  return { svg, focus: { x: cx, y: cy }, mount: 'tray' };
}
