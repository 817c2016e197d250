import { describe, expect, it } from 'vitest';
import type { MeshPhysicalMaterial, Object3D, WebGLProgramParametersWithUniforms, WebGLRenderer } from 'three';
import { designOf } from './designs';
import { stoneMaterial } from './materials';
import { partsNamed } from './parts';
import { buildPieceScene } from './scene';
import { tablesTowardCamera } from './testing';

function compiled(material: MeshPhysicalMaterial): { vertexShader: string; fragmentShader: string } {
  const shader = {
    vertexShader: '#include <common>\n#include <project_vertex>',
    fragmentShader: '#include <common>\n#include <transmission_fragment>',
  } as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return shader;
}

describe('cut stones', () => {
  it('are lit by what their pavilion returns and are opaque, so the page never shows through a stone', () => {
    for (const stone of ['diamond', 'ruby', 'emerald', 'sapphire'] as const) {
      const { vertexShader, fragmentShader } = compiled(stoneMaterial(stone));
      expect(vertexShader, stone).toContain('vStoneAxis');
      expect(fragmentShader, stone).toContain('material.transmissionAlpha = 1.0;');
      expect(fragmentShader.indexOf('material.transmissionAlpha = 1.0;')).toBeGreaterThan(fragmentShader.indexOf('#include <transmission_fragment>'));
    }
  });

  it('split light by colour more in a diamond than in a coloured stone (fire)', () => {
    expect(stoneMaterial('diamond').dispersion).toBeGreaterThan(stoneMaterial('ruby').dispersion);
    expect(stoneMaterial('diamond').customProgramCacheKey()).not.toBe(stoneMaterial('ruby').customProgramCacheKey());
  });

  it('leave a pearl lustrous: nothing of a cut stone in it', () => {
    const pearl = stoneMaterial('pearl');
    expect(compiled(pearl).fragmentShader).not.toContain('transmissionAlpha = 1.0');
  });

  it.each(['Tennis Bracelet', 'Tennis Necklace'])('%s lays every stone table up, toward the camera above it', (style) => {
    const { piece, camera } = buildPieceScene(designOf(style, 'yellow-gold', 'diamond'), 0);
    const facing = tablesTowardCamera(partsNamed(piece, 'stones')[0] as Object3D, camera.position);
    expect(facing.length).toBeGreaterThan(30);
    expect(Math.min(...facing)).toBeGreaterThan(0.9);
  });
});

