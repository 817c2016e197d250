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

/**
 * A cut stone is seen by the light its pavilion sends back up through the crown, not by what lies behind it: each
 * point of the stone shows the studio along its ray turned back by two of the eight pavilion facets (so the table
 * breaks into bright and dark wedges as a brilliant's does), split by colour for fire, and darkened where that ray
 * comes back toward the camera (the lens's own shadow gives a brilliant its contrast). Without this the stone lets
 * the page show through it: the renderer's transmission pass sees a half-clear backdrop on a transparent canvas.
 */
const CUT_STONE_VERTEX = /* glsl */ `
  mat4 stoneMatrix = modelMatrix;
  #ifdef USE_INSTANCING
    stoneMatrix = modelMatrix * instanceMatrix;
  #endif
  vStoneCentre = ( stoneMatrix * vec4( 0.0, 0.0, 0.0, 1.0 ) ).xyz;
  vStoneAxis = ( stoneMatrix * vec4( 0.0, 1.0, 0.0, 0.0 ) ).xyz;
`;

const CUT_STONE_FRAGMENT = /* glsl */ `
#if defined( USE_TRANSMISSION ) && defined( USE_ENVMAP ) && defined( ENVMAP_TYPE_PMREM )
{
  float stoneSize = length( vStoneAxis );
  vec3 stoneAxis = vStoneAxis / stoneSize;
  vec3 across = normalize( cross( stoneAxis, abs( stoneAxis.y ) < 0.9 ? vec3( 0.0, 1.0, 0.0 ) : vec3( 1.0, 0.0, 0.0 ) ) );
  vec3 along = cross( stoneAxis, across );
  vec3 returned = vec3( 0.0 );
  for ( int i = 0; i < 3; i ++ ) {
    float channelIor = material.ior + ( float( i ) - 1.0 ) * 0.02 * material.dispersion;
    vec3 inside = refract( - v, n, 1.0 / channelIor );
    vec3 hit = pos - vStoneCentre + inside * stoneSize * 0.35;
    float sector = 6.2831853 / 16.0;
    float index = floor( atan( dot( hit, along ), dot( hit, across ) ) / sector );
    float azimuth = ( index + 0.5 ) * sector;
    // Mains and lower girdle facets alternate a little in pitch, so the light returned face up is not all one ray.
    float pitch = mod( index, 2.0 ) < 1.0 ? 0.68 : 0.78;
    vec3 radial = cos( azimuth ) * across + sin( azimuth ) * along;
    vec3 first = reflect( inside, normalize( radial * pitch - stoneAxis * 0.75 ) );
    vec3 back = normalize( reflect( first, normalize( - radial * ( 1.46 - pitch ) - stoneAxis * 0.75 ) ) );
    float lens = 1.0 - 0.5 * smoothstep( 0.8, 0.99, dot( back, v ) );
    returned[ i ] = textureLod( envMap, envMapRotation * back, 0.0 )[ i ] * lens;
  }
  returned = pow( returned, vec3( CUT_STONE_CONTRAST ) ) * CUT_STONE_GAIN;
  totalDiffuse = mix( totalDiffuse, returned * envMapIntensity * diffuseColor.rgb * diffuseColor.rgb, material.transmission );
  material.transmissionAlpha = 1.0;
}
#endif
`;

function cutStone(material: MeshPhysicalMaterial, contrast: number, gain: number): MeshPhysicalMaterial {
  const varyings = 'varying vec3 vStoneCentre;\nvarying vec3 vStoneAxis;\n';
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', `#include <common>\n${varyings}`)
      .replace('#include <project_vertex>', `#include <project_vertex>\n${CUT_STONE_VERTEX}`);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${varyings}`)
      .replace(
        '#include <transmission_fragment>',
        `#include <transmission_fragment>\n#define CUT_STONE_CONTRAST ${contrast.toFixed(2)}\n#define CUT_STONE_GAIN ${gain.toFixed(2)}\n${CUT_STONE_FRAGMENT}`,
      );
  };
  material.customProgramCacheKey = () => `cut-stone:${contrast}:${gain}`;
  return material;
}

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
  const material = new MeshPhysicalMaterial({
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
  return stone === 'diamond' ? cutStone(material, 1.4, 2.8) : cutStone(material, 1.1, 1.3);
}

/** Black glass beads of a mangalsutra or nazariya. */
export function blackBeadMaterial(): MeshPhysicalMaterial {
  return new MeshPhysicalMaterial({ name: 'bead:black', color: 0x0b0b0d, roughness: 0.12, metalness: 0, clearcoat: 1 });
}

/** The honed, mid-grey stone of the display plinth in view 2: neither glaring in dark mode nor dull in light. */
export function plinthMaterial(): MeshStandardMaterial {
  return new MeshStandardMaterial({ name: 'prop:plinth', color: 0x8f877d, roughness: 0.78, metalness: 0 });
}
