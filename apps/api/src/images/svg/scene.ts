import type { ShapeMount } from '../shapes/shape';
import { mixHex } from './palette';
import { ellipsePath, n, type Point } from './primitives';
import type { Random } from '../../random';

const STUDIO_TINTS = ['#F7F1E8', '#F5EBEE', '#ECEFF4', '#EDF2EA', '#F5EEDF', '#F0EAF4', '#F2F0EC'] as const;
const LIFESTYLE_TINTS = ['#2E1D2C', '#1D2A30', '#3A2A1F', '#4A1840', '#22302A', '#2A2A33'] as const;
const VELVETS = ['#3C2A36', '#1F3340', '#5A164B', '#2F3B2E', '#D8C8B4', '#E9DDD3'] as const;

/** The five views of a product: hero, angle, close-up, on display, lifestyle. */
export type View = 0 | 1 | 2 | 3 | 4;

/** Any integer view number, folded onto the five views. */
export function toView(view: number): View {
  return ((((Math.trunc(view) || 0) % 5) + 5) % 5) as View;
}

/** Background, floor and, for the lifestyle view, out-of-focus lights. Also defines the shadow gradient. */
export function backdrop(view: View, productRng: Random, viewRng: Random): string {
  const tint = view === 4 ? viewRng.pick(LIFESTYLE_TINTS) : productRng.pick(STUDIO_TINTS);
  const centre = view === 4 ? mixHex(tint, '#ffffff', 0.12) : mixHex(tint, '#ffffff', 0.55);
  const edge = mixHex(tint, '#000000', view === 4 ? 0.35 : 0.1);
  let svg =
    `<defs><radialGradient id="bg" cx="${n(viewRng.range(0.4, 0.6))}" cy="0.42" r="0.8"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="${view === 4 ? 0.45 : 0.22}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${edge}" stop-opacity="0"/><stop offset="1" stop-color="${edge}" stop-opacity="0.8"/></linearGradient></defs>` +
    `<rect width="1000" height="1000" fill="url(#bg)"/>`;
  if (view !== 2) svg += `<rect y="${n(viewRng.range(640, 740))}" width="1000" height="400" fill="url(#floor)"/>`;
  if (view === 4) {
    const count = viewRng.int(7, 12);
    for (let i = 0; i < count; i += 1) {
      svg += `<circle cx="${n(viewRng.range(0, 1000))}" cy="${n(viewRng.range(0, 600))}" r="${n(viewRng.range(25, 110))}" fill="#FFE9C2" fill-opacity="${n(viewRng.range(0.04, 0.14) * 100) / 100}"/>`;
    }
  }
  return svg;
}

/** A soft contact shadow under a piece. */
export function shadow(cx: number, cy: number, rx: number): string {
  return `<path d="${ellipsePath(cx, cy, rx, rx * 0.14)}" fill="url(#shadow)"/>`;
}

/** The prop of the "on display" view: a bust for neck pieces, a velvet cushion for the rest. */
export function displayProp(mount: ShapeMount, productRng: Random): string {
  const velvet = productRng.pick(VELVETS);
  const light = mixHex(velvet, '#ffffff', 0.18);
  const dark = mixHex(velvet, '#000000', 0.35);
  const gradient = `<defs><linearGradient id="velvet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`;
  if (mount === 'neck') {
    return (
      gradient +
      `<path d="M405 -10L405 120C405 190 300 205 170 245C90 270 50 330 50 420L50 1010L950 1010L950 420C950 330 910 270 830 245C700 205 595 190 595 120L595 -10Z" fill="url(#velvet)"/>` +
      `<path d="M405 130C420 185 460 200 500 200C540 200 580 185 595 130" fill="none" stroke="${dark}" stroke-opacity="0.5" stroke-width="6"/>`
    );
  }
  return (
    gradient +
    shadow(500, 850, 430) +
    `<path d="${ellipsePath(500, 690, 400, 160)}" fill="${dark}"/>` +
    `<path d="${ellipsePath(500, 670, 392, 150)}" fill="url(#velvet)"/>`
  );
}

/** The transform placing a piece for a view; `focus` is where the close-up zooms. */
export function viewTransform(view: View, mount: ShapeMount, focus: Point, rng: Random): string {
  switch (view) {
    case 0:
      return `translate(500 480) rotate(${n(rng.range(-5, 5))}) scale(${n(rng.range(0.9, 0.98) * 100) / 100}) translate(-500 -500)`;
    case 1: {
      const side = rng.chance(0.5) ? 1 : -1;
      return `translate(500 490) rotate(${n(side * rng.range(14, 26))}) skewX(${n(side * rng.range(4, 10))}) scale(0.9 0.78) translate(-500 -500)`;
    }
    case 2:
      return `translate(500 500) scale(${n(rng.range(1.7, 2.1) * 100) / 100}) translate(${n(-focus.x)} ${n(-focus.y)})`;
    case 3:
      return mount === 'neck' ? 'translate(500 225) scale(0.68) translate(-500 -110)' : 'translate(500 545) scale(0.6) translate(-500 -500)';
    case 4:
      return `translate(500 480) rotate(${n(rng.range(-14, 14))}) scale(0.86) translate(-500 -500)`;
  }
}
