import { n, points, polar } from '../svg/primitives';
import type { Shape, ShapeContext } from './shape';

function lotus(cx: number, cy: number, r: number, petals: number, fill: string): string {
  return Array.from({ length: petals }, (_, k) => {
    const a = (k * 360) / petals;
    return `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.5)}" rx="${n(r * 0.2)}" ry="${n(r * 0.5)}" fill="${fill}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"/>`;
  }).join('') + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.22)}" fill="${fill}"/>`;
}

function star(cx: number, cy: number, r: number, tips: number, fill: string): string {
  const list = Array.from({ length: tips * 2 }, (_, k) => polar(cx, cy, k % 2 === 0 ? r : r * 0.45, (k * 180) / tips - 90));
  return `<polygon points="${points(list)}" fill="${fill}"/>`;
}

/** A minted coin: milled edge, raised rim, and an embossed motif (lotus, sun or star). */
export function drawCoin(ctx: ShapeContext): Shape {
  const { rng, tone } = ctx;
  const cx = 500;
  const cy = 490;
  const r = rng.range(290, 330);
  const motif = rng.pick(['lotus', 'sun', 'star'] as const);
  const size = r * 0.58;
  const petals = rng.int(8, 12);
  // The motif is drawn three times (shadow, highlight, face) to look struck into the metal.
  const shape = (dx: number, dy: number, fill: string): string => {
    if (motif === 'lotus') return lotus(cx + dx, cy + dy, size, petals, fill);
    if (motif === 'sun') return star(cx + dx, cy + dy, size, 16, fill) + `<circle cx="${n(cx + dx)}" cy="${n(cy + dy)}" r="${n(size * 0.42)}" fill="${fill}"/>`;
    return star(cx + dx, cy + dy, size, 5, fill);
  };
  const svg =
    `<circle cx="${cx}" cy="${cy}" r="${n(r + 8)}" fill="none" stroke="${tone.shade}" stroke-width="16" stroke-dasharray="4 4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.86)}" fill="url(#m-rad)" stroke="${tone.deep}" stroke-opacity="0.5" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.8)}" fill="none" stroke="${tone.shade}" stroke-width="5" stroke-dasharray="2 9"/>` +
    shape(5, 6, tone.deep) +
    shape(-3, -3, tone.highlight) +
    shape(0, 0, 'url(#m-lin)');
  return { svg, focus: { x: cx, y: cy }, mount: 'tray' };
}
