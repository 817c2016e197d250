import { Color, LinearSRGBColorSpace, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';
import type { PieceMetal, PieceStone } from './designs';

/** Measured reflectance (F0, linear RGB) of each metal, so gold, rose gold and platinum differ as they do in life. */
export const METAL_REFLECTANCE: Readonly<Record<PieceMetal, readonly [number, number, number]>> = {
  'yellow-gold': [1.0, 0.72, 0.33],
  'rose-gold': [0.98, 0.62, 0.5],
  // Rhodium-plated, as white gold is sold: cooler and brighter than platinum.
  'white-gold': [0.8, 0.81, 0.83],
  platinum: [0.67, 0.64, 0.59],
  silver: [0.97, 0.96, 0.92],
};

export function metalMaterial(metal: PieceMetal, finish: 'polished' | 'satin' = 'polished'): MeshPhysicalMaterial {
  const [r, g, b] = METAL_REFLECTANCE[metal];
  return new MeshPhysicalMaterial({
    name: `metal:${metal}`,
    color: new Color().setRGB(r, g, b, LinearSRGBColorSpace),
    metalness: 1,
    roughness: finish === 'polished' ? 0.14 : 0.34,
    clearcoat: finish === 'polished' ? 0.3 : 0,
    clearcoatRoughness: 0.08,
  });
}

/** Colour, refractive index and dispersion of each stone; a pearl is lustrous, not clear. */
const STONE_OPTICS: Readonly<Record<Exclude<PieceStone, 'pearl'>, { color: number; attenuation: number; ior: number; dispersion: number }>> = {
  // A diamond's body is shown slightly dark, as the studio's black surroundings make it look in a photograph: the
  // facets' white reflections read against it (a clear body on a light page reads as glass).
  diamond: { color: 0xffffff, attenuation: 0xc4ccd8, ior: 2.42, dispersion: 5 },
  ruby: { color: 0xff2a48, attenuation: 0xb0001c, ior: 1.77, dispersion: 0.6 },
  emerald: { color: 0x2fd47a, attenuation: 0x007a3a, ior: 1.58, dispersion: 0.4 },
  sapphire: { color: 0x3b62ff, attenuation: 0x0a1f9a, ior: 1.77, dispersion: 0.6 },
};

export function stoneMaterial(stone: PieceStone): MeshPhysicalMaterial {
  if (stone === 'pearl') {
    return new MeshPhysicalMaterial({
      name: 'stone:pearl',
      color: 0xf4ece0,
      roughness: 0.28,
      metalness: 0,
      sheen: 1,
      sheenColor: new Color(0xffd9e6),
      sheenRoughness: 0.4,
      clearcoat: 1,
      clearcoatRoughness: 0.12,
      iridescence: 0.35,
      iridescenceIOR: 1.6,
    });
  }
  const optics = STONE_OPTICS[stone];
  return new MeshPhysicalMaterial({
    name: `stone:${stone}`,
    color: optics.color,
    metalness: 0,
    roughness: 0,
    transmission: 1,
    thickness: 0.6,
    ior: optics.ior,
    dispersion: optics.dispersion,
    attenuationColor: new Color(optics.attenuation),
    attenuationDistance: stone === 'diamond' ? 0.7 : 0.25,
    specularIntensity: 1,
    envMapIntensity: 2.2,
    clearcoat: stone === 'diamond' ? 1 : 0,
    flatShading: true,
  });
}

/** Black glass beads of a mangalsutra or nazariya. */
export function blackBeadMaterial(): MeshPhysicalMaterial {
  return new MeshPhysicalMaterial({ name: 'bead:black', color: 0x0b0b0d, roughness: 0.12, metalness: 0, clearcoat: 1 });
}

/** The honed, mid-grey stone of the display plinth in view 2: neither glaring in dark mode nor dull in light. */
export function plinthMaterial(): MeshStandardMaterial {
  return new MeshStandardMaterial({ name: 'prop:plinth', color: 0x8f877d, roughness: 0.78, metalness: 0 });
}
