import { STONE_TONES, type Stone } from './palette';
import { ellipsePath, n, polar, sparklePath, teardropPath, type Point } from './primitives';

const FACETS = 8;

/** Facet shading: brighter where a facet faces the light (upper left), darker away from it. */
function facetColour(stone: Stone, angle: number, bias: number): string {
  const tone = STONE_TONES[stone];
  const lit = Math.cos(((angle + 135) * Math.PI) / 180) + bias;
  if (lit > 0.6) return tone.light;
  if (lit > -0.3) return tone.base;
  return tone.dark;
}

function polygonPath(list: readonly Point[]): string {
  return `M${list.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`;
}

/**
 * A round brilliant seen from above: girdle, crown facets, table and a glint. Facets of one shade are drawn
 * as one path and all edges as another, which rasterises several times faster than a polygon per facet.
 */
function brilliant(cx: number, cy: number, r: number, stone: Stone): string {
  const tone = STONE_TONES[stone];
  const step = 360 / FACETS;
  const byColour = new Map<string, string>();
  const add = (colour: string, list: readonly Point[]): void => {
    byColour.set(colour, (byColour.get(colour) ?? '') + polygonPath(list));
  };
  let edges = '';
  for (let k = 0; k < FACETS; k += 1) {
    const a = k * step;
    const g0 = polar(cx, cy, r, a);
    const h = polar(cx, cy, r, a + step / 2);
    const g1 = polar(cx, cy, r, a + step);
    const t0 = polar(cx, cy, r * 0.56, a + step / 2);
    const t1 = polar(cx, cy, r * 0.56, a + step * 1.5);
    add(facetColour(stone, a, 0.15), [g0, h, t0]);
    add(facetColour(stone, a + step, -0.2), [h, g1, t0]);
    add(facetColour(stone, a + step, 0.35), [t0, g1, t1]);
    edges += `M${n(h.x)} ${n(h.y)}L${n(t0.x)} ${n(t0.y)}L${n(g0.x)} ${n(g0.y)}M${n(t0.x)} ${n(t0.y)}L${n(g1.x)} ${n(g1.y)}L${n(t1.x)} ${n(t1.y)}`;
  }
  // The flat table shows the pavilion underneath as a star of alternating light and dark.
  const table = Array.from({ length: FACETS }, (_, k) => polar(cx, cy, r * 0.56, k * step + step / 2));
  const centre = { x: cx, y: cy };
  table.forEach((corner, k) => {
    const after = table[(k + 1) % FACETS] ?? corner;
    add(k % 2 === 0 ? tone.base : facetColour(stone, k * step, 0.5), [centre, corner, after]);
  });
  let svg = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${tone.dark}"/>`;
  for (const [colour, d] of byColour) svg += `<path d="${d}" fill="${colour}"/>`;
  svg += `<path d="${polygonPath(table)}" fill="url(#g-${stone}-lin)" fill-opacity="0.45"/>`;
  svg += `<path d="${edges}" fill="none" stroke="${tone.light}" stroke-opacity="0.55" stroke-width="${n(Math.max(r * 0.025, 0.6))}"/>`;
  svg += `<path d="${sparklePath(cx - r * 0.3, cy - r * 0.32, r * 0.9)}" fill="#fff" fill-opacity="0.9"/>`;
  svg += `<circle cx="${n(cx + r * 0.35)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.06)}" fill="#fff" fill-opacity="0.8"/>`;
  return svg;
}

/** A pearl: a lustrous sphere with a soft window reflection. */
function pearl(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#g-pearl)"/>` +
    `<path d="${ellipsePath(cx - r * 0.32, cy - r * 0.36, r * 0.28, r * 0.18)}" fill="#fff" fill-opacity="0.85"/>` +
    `<path d="${ellipsePath(cx + r * 0.2, cy + r * 0.45, r * 0.45, r * 0.16)}" fill="#fff" fill-opacity="0.25"/>`
  );
}

/** A round stone of radius `r` centred on (cx, cy). */
export function roundStone(cx: number, cy: number, r: number, stone: Stone): string {
  if (stone === 'pearl') return pearl(cx, cy, r);
  // Facets too small to see only cost rasterising time.
  if (r < 16) {
    const table = Array.from({ length: FACETS }, (_, k) => polar(cx, cy, r * 0.6, k * 45 + 22.5));
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#g-${stone}-lin)" stroke="${STONE_TONES[stone].dark}" stroke-width="${n(r * 0.08)}"/>` +
      `<path d="${polygonPath(table)}" fill="url(#g-${stone})" stroke="${STONE_TONES[stone].light}" stroke-width="${n(r * 0.05)}"/>` +
      `<path d="${sparklePath(cx - r * 0.25, cy - r * 0.25, r * 1.1)}" fill="#fff" fill-opacity="0.85"/>`
    );
  }
  return brilliant(cx, cy, r, stone);
}

/** A pear-cut stone (or a pearl drop), `w` wide and `h` tall. */
export function dropStone(cx: number, cy: number, w: number, h: number, stone: Stone): string {
  const tone = STONE_TONES[stone];
  if (stone === 'pearl') {
    return (
      `<path d="${teardropPath(cx, cy, w, h)}" fill="url(#g-pearl)"/>` +
      `<path d="${ellipsePath(cx - w * 0.14, cy + h * 0.05, w * 0.12, h * 0.16)}" fill="#fff" fill-opacity="0.8"/>`
    );
  }
  return (
    `<path d="${teardropPath(cx, cy, w, h)}" fill="url(#g-${stone}-lin)" stroke="${tone.dark}" stroke-width="${n(w * 0.02)}"/>` +
    `<path d="${teardropPath(cx, cy + h * 0.08, w * 0.55, h * 0.6)}" fill="url(#g-${stone})" stroke="${tone.light}" stroke-opacity="0.6" stroke-width="${n(w * 0.015)}"/>` +
    `<path d="M${n(cx)} ${n(cy - h / 2)}L${n(cx)} ${n(cy + h * 0.45)}M${n(cx - w * 0.45)} ${n(cy + h * 0.15)}L${n(cx + w * 0.45)} ${n(cy + h * 0.15)}" stroke="${tone.light}" stroke-opacity="0.35" stroke-width="${n(w * 0.015)}"/>` +
    `<path d="${sparklePath(cx - w * 0.12, cy + h * 0.02, w * 0.7)}" fill="#fff" fill-opacity="0.9"/>`
  );
}

/** Four claws holding a round stone. */
export function prongs(cx: number, cy: number, r: number, count = 4): string {
  return Array.from({ length: count }, (_, k) => {
    const p = polar(cx, cy, r * 0.97, 45 + (k * 360) / count);
    return `<path d="${ellipsePath(p.x, p.y, r * 0.13, r * 0.13)}" fill="url(#m-rad)"/>`;
  }).join('');
}

/** A metal collar around a round stone. */
export function bezel(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.16)}" fill="url(#m-lin)" stroke="rgba(0,0,0,0.25)" stroke-width="${n(r * 0.03)}"/>`;
}

/** A ring of small diamonds around a centre stone. */
export function halo(cx: number, cy: number, r: number): string {
  const count = Math.max(10, Math.round(r / 6));
  const small = (Math.PI * r * 1.32) / count / 2;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.32 + small * 1.1)}" fill="url(#m-lin)"/>` +
    Array.from({ length: count }, (_, k) => {
      const p = polar(cx, cy, r * 1.32, (k * 360) / count);
      return roundStone(p.x, p.y, small * 0.92, 'diamond');
    }).join('')
  );
}
