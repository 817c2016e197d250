import { ellipsePath, n, type Point } from '../svg/primitives';
import type { ShapeContext } from './shape';

/** A point on a curve and the direction of the curve there, in degrees. */
export interface CurvePoint extends Point {
  angle: number;
}

const SAMPLES = 96;

function quadratic(p0: Point, p1: Point, p2: Point, t: number): Point {
  const u = 1 - t;
  return { x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y };
}

/** `count` points spaced evenly by length along the quadratic Bézier p0 → p2 pulled towards p1. */
export function alongQuadratic(p0: Point, p1: Point, p2: Point, count: number): CurvePoint[] {
  const samples = Array.from({ length: SAMPLES + 1 }, (_, i) => quadratic(p0, p1, p2, i / SAMPLES));
  const lengths = [0];
  for (let i = 1; i < samples.length; i += 1) {
    const a = samples[i - 1] as Point;
    const b = samples[i] as Point;
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const total = lengths[SAMPLES] ?? 0;
  const result: CurvePoint[] = [];
  let j = 1;
  for (let k = 0; k < count; k += 1) {
    const target = count === 1 ? total / 2 : (total * k) / (count - 1);
    while (j < SAMPLES && (lengths[j] ?? 0) < target) j += 1;
    const a = samples[j - 1] as Point;
    const b = samples[j] as Point;
    const span = (lengths[j] ?? 0) - (lengths[j - 1] ?? 0) || 1;
    const f = Math.min(1, Math.max(0, (target - (lengths[j - 1] ?? 0)) / span));
    result.push({
      x: a.x + (b.x - a.x) * f,
      y: a.y + (b.y - a.y) * f,
      angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
    });
  }
  return result;
}

/** Styles of chain. */
export type LinkStyle = 'cable' | 'rope' | 'curb';

/** Chain links of `size` along the given points. */
export function chainLinks(path: readonly CurvePoint[], size: number, style: LinkStyle, ctx: ShapeContext): string {
  return path
    .map((p, i) => {
      const rotate = `transform="rotate(${n(p.angle + (style === 'rope' ? 38 : style === 'curb' ? 18 : 0))} ${n(p.x)} ${n(p.y)})"`;
      if (style === 'rope') {
        return `<path d="${ellipsePath(p.x, p.y, size * 0.95, size * 0.42)}" fill="url(#m-lin)" stroke="${ctx.tone.deep}" stroke-width="${n(size * 0.06)}" ${rotate}/>`;
      }
      if (style === 'cable' && i % 2 === 1) {
        return `<path d="${ellipsePath(p.x, p.y, size * 0.72, size * 0.16)}" fill="url(#m-band)" stroke="${ctx.tone.deep}" stroke-width="${n(size * 0.05)}" ${rotate}/>`;
      }
      const ry = style === 'curb' ? size * 0.5 : size * 0.42;
      return `<path d="${ellipsePath(p.x, p.y, size * 0.74, ry)}" fill="none" stroke="url(#m-lin)" stroke-width="${n(size * 0.24)}" ${rotate}/>`;
    })
    .join('');
}

/** A strand of round beads, `pattern` choosing each bead's fill by its index. */
export function beads(path: readonly Point[], r: number, fill: (index: number) => string): string {
  return path
    .map(
      (p, i) =>
        `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r)}" fill="${fill(i)}"/>` +
        `<circle cx="${n(p.x - r * 0.35)}" cy="${n(p.y - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" fill-opacity="0.55"/>`,
    )
    .join('');
}
