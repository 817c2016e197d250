/** Metals a piece can be made of. */
export type Metal = 'yellow-gold' | 'rose-gold' | 'white-gold' | 'platinum';

/** Stones a piece can carry. */
export type Stone = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl';

/** Five tones of a polished metal, from the brightest highlight to the deepest reflection. */
export interface MetalTone {
  highlight: string;
  light: string;
  base: string;
  shade: string;
  deep: string;
}

/** Three tones of a stone. */
export interface StoneTone {
  light: string;
  base: string;
  dark: string;
}

export const METAL_TONES: Readonly<Record<Metal, MetalTone>> = {
  'yellow-gold': { highlight: '#FFF7D6', light: '#F5DA7E', base: '#D4AF37', shade: '#A8831D', deep: '#5E470B' },
  'rose-gold': { highlight: '#FFEDE6', light: '#F4C0AC', base: '#D99580', shade: '#A9644F', deep: '#5C2F25' },
  'white-gold': { highlight: '#FFFFFF', light: '#F1EFE8', base: '#D2D0C7', shade: '#9D9A90', deep: '#55534D' },
  platinum: { highlight: '#FFFFFF', light: '#EAEEF3', base: '#C4CAD3', shade: '#8A929E', deep: '#444B55' },
};

export const STONE_TONES: Readonly<Record<Stone, StoneTone>> = {
  diamond: { light: '#FFFFFF', base: '#DCE9F5', dark: '#7E95AD' },
  ruby: { light: '#FF7A90', base: '#C2102F', dark: '#4F0312' },
  emerald: { light: '#6DEBB0', base: '#0F8A56', dark: '#033A25' },
  sapphire: { light: '#7C9BFF', base: '#1D40AA', dark: '#0A1A50' },
  pearl: { light: '#FFFFFF', base: '#F3ECE0', dark: '#C2B5A2' },
};

/** Mixes two `#rrggbb` colours; `amount` 0 gives `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => {
    const value = Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

function stops(colours: readonly (readonly [number, string])[]): string {
  return colours.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
}

/**
 * Gradients every shape refers to by id: `m-band` (a polished band, lit from above), `m-lin` (a diagonal
 * sheen), `m-rad` (a domed surface), and `g-<stone>` / `g-<stone>-lin` for stones.
 */
export function paletteDefs(tone: MetalTone, stonesUsed: readonly Stone[]): string {
  const metal =
    `<linearGradient id="m-band" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, tone.deep],
      [0.18, tone.light],
      [0.32, tone.highlight],
      [0.5, tone.base],
      [0.78, tone.shade],
      [1, tone.deep],
    ])}</linearGradient>` +
    `<linearGradient id="m-lin" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, tone.highlight],
      [0.3, tone.light],
      [0.55, tone.shade],
      [0.72, tone.base],
      [0.88, tone.light],
      [1, tone.deep],
    ])}</linearGradient>` +
    `<radialGradient id="m-rad" cx="0.36" cy="0.32" r="0.75">${stops([
      [0, tone.highlight],
      [0.35, tone.light],
      [0.7, tone.base],
      [1, tone.shade],
    ])}</radialGradient>`;
  const gems = [...new Set(stonesUsed)]
    .map((stone) => {
      const t = STONE_TONES[stone];
      return (
        `<radialGradient id="g-${stone}" cx="0.38" cy="0.34" r="0.72">${stops([
          [0, t.light],
          [0.45, t.base],
          [1, t.dark],
        ])}</radialGradient>` +
        `<linearGradient id="g-${stone}-lin" x1="0" y1="0" x2="1" y2="1">${stops([
          [0, t.light],
          [0.5, t.base],
          [1, t.dark],
        ])}</linearGradient>`
      );
    })
    .join('');
  return metal + gems;
}
