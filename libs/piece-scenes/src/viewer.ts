import { type Material, Mesh, type Object3D } from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { PieceDesign } from './designs';
import { buildPieceScene } from './scene';
import { applyStudioEnvironment, createPieceRenderer } from './studio';

export interface PieceViewerOptions {
  /** No turning on its own when the visitor asks for reduced motion; dragging still turns it. */
  reducedMotion: boolean;
}

export interface PieceViewer {
  dispose(): void;
}

/**
 * Shows `design` in `container` as a 3D scene the visitor turns by dragging and zooms by pinching or the wheel,
 * sized to the container. Throws when WebGL is missing, so the caller can keep its still picture.
 */
export function mountPieceViewer(container: HTMLElement, design: PieceDesign, options: PieceViewerOptions): PieceViewer {
  const renderer = createPieceRenderer();
  const { scene, camera, target } = buildPieceScene(design, 1);
  const environment = applyStudioEnvironment(renderer, scene);
  const canvas = renderer.domElement;
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.style.touchAction = 'none';
  container.appendChild(canvas);

  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(target);
  controls.enableDamping = !options.reducedMotion;
  controls.enablePan = false;
  controls.autoRotate = !options.reducedMotion;
  controls.autoRotateSpeed = 1.2;
  const distance = camera.position.distanceTo(target);
  controls.minDistance = distance * 0.45;
  controls.maxDistance = distance * 1.8;
  controls.addEventListener('start', () => {
    controls.autoRotate = false;
  });
  controls.update();

  const resize = () => {
    const width = Math.max(1, container.clientWidth);
    const height = Math.max(1, container.clientHeight);
    const ratio = container.ownerDocument.defaultView?.devicePixelRatio ?? 1;
    renderer.setPixelRatio(Math.min(2, ratio));
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  observer?.observe(container);
  resize();

  let running = true;
  renderer.setAnimationLoop(() => {
    if (!running) return;
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    dispose() {
      running = false;
      renderer.setAnimationLoop(null);
      observer?.disconnect();
      controls.dispose();
      scene.traverse((object: Object3D) => {
        if (object instanceof Mesh) {
          object.geometry.dispose();
          const materials: Material[] = Array.isArray(object.material) ? object.material : [object.material];
          for (const material of materials) material.dispose();
        }
      });
      environment.dispose();
      renderer.dispose();
      canvas.remove();
    },
  };
}
