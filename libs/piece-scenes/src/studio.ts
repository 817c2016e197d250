import { NeutralToneMapping, PCFSoftShadowMap, PMREMGenerator, type Scene, SRGBColorSpace, type Texture, WebGLRenderer } from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

/** A WebGL renderer set up as the renders and the viewer share it: transparent, sRGB, neutral tone mapping, soft shadows. */
export function createPieceRenderer(options: { canvas?: HTMLCanvasElement; preserveDrawingBuffer?: boolean } = {}): WebGLRenderer {
  const renderer = new WebGLRenderer({
    canvas: options.canvas,
    antialias: true,
    alpha: true,
    preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
    powerPreference: 'high-performance',
  });
  renderer.setClearColor(0x000000, 0);
  renderer.outputColorSpace = SRGBColorSpace;
  // Neutral keeps gold gold and a ruby red, where filmic curves shift hues.
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = 1.0;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFSoftShadowMap;
  return renderer;
}

/**
 * Lights `scene` with a studio: the room environment (soft boxes on a grey room, built in code, nothing fetched)
 * prefiltered for physically based materials. Returns the texture, to dispose with the scene.
 */
export function applyStudioEnvironment(renderer: WebGLRenderer, scene: Scene): Texture {
  const pmrem = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const texture = pmrem.fromScene(room, 0.02).texture;
  room.dispose();
  pmrem.dispose();
  scene.environment = texture;
  scene.environmentIntensity = 1.0;
  return texture;
}
