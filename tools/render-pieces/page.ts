/* eslint-disable @nx/enforce-module-boundaries -- the page renders with the library itself: the renders are what the storefront's viewer shows. */
// The page the render tool opens in headless Chromium: renders one design's view to a PNG data URL on request.
import { type PieceDesign, type PieceView, applyStudioEnvironment, buildPieceScene, createPieceRenderer } from '@aurelia/piece-scenes';
import { Mesh, type Texture } from 'three';

const canvas = document.createElement('canvas');
document.body.appendChild(canvas);
const renderer = createPieceRenderer({ canvas, preserveDrawingBuffer: true });
let environment: Texture | null = null;

function renderPiece(design: PieceDesign, view: PieceView, size: number): string {
  renderer.setPixelRatio(1);
  renderer.setSize(size, size, false);
  const { scene, camera } = buildPieceScene(design, view);
  environment ??= applyStudioEnvironment(renderer, scene);
  scene.environment = environment;
  renderer.render(scene, camera);
  const png = canvas.toDataURL('image/png');
  scene.traverse((object) => {
    if (object instanceof Mesh) object.geometry.dispose();
  });
  renderer.renderLists.dispose();
  return png;
}

Object.assign(globalThis, { renderPiece });
