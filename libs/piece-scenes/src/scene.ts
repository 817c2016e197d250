import {
  Box3,
  CylinderGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShadowMaterial,
  SphereGeometry,
  Sphere,
  Vector3,
} from 'three';
import type { PieceDesign, PieceView } from './designs';
import { plinthMaterial } from './materials';
import { tag } from './parts';
import { buildPiece, type PiecePose } from './pieces';

/** A design's scene for one view, ready to render: lit for the studio environment the renderer adds. */
export interface PieceScene {
  scene: Scene;
  camera: PerspectiveCamera;
  /** The piece itself (posed), without the floor, the plinth or the lights. */
  piece: Group;
  pose: PiecePose;
  /** Where the camera looks, for orbit controls. */
  target: Vector3;
}

const FOV = 30;

/** Camera height (degrees above the horizon) and turn about the piece, per pose and view. */
const CAMERA: Readonly<Record<PiecePose, Readonly<Record<PieceView, { elevation: number; yaw: number; margin: number }>>>> = {
  upright: {
    0: { elevation: 14, yaw: 0, margin: 1.0 },
    1: { elevation: 30, yaw: 0.85, margin: 1.0 },
    2: { elevation: 30, yaw: 0.35, margin: 1.0 },
  },
  flat: {
    0: { elevation: 88, yaw: 0, margin: 0.95 },
    1: { elevation: 42, yaw: 0.5, margin: 1.0 },
    2: { elevation: 40, yaw: 0.3, margin: 1.0 },
  },
};

/**
 * Builds the scene of `design` seen from `view` (0 front, 1 three-quarter, 2 on a stone plinth with a pebble for
 * scale). No renderer is needed: the studio environment is added by {@link applyStudioEnvironment}, so this runs in
 * Node too (tests count its stones and parts).
 */
export function buildPieceScene(design: PieceDesign, view: PieceView): PieceScene {
  const scene = new Scene();
  const built = buildPiece(design);
  const piece = new Group();
  piece.add(built.object);
  tag(piece, 'piece');
  if (built.pose === 'flat') built.object.rotation.x = -Math.PI / 2;
  if (view === 0 || view === 2) built.object.rotation.y += built.turn;
  if (built.pose === 'upright') built.object.rotation.x += built.tilt ?? 0;
  piece.updateMatrixWorld(true);

  // Stand the piece on y = 0, centred over the origin.
  const box = new Box3().setFromObject(piece, true);
  const centre = box.getCenter(new Vector3());
  piece.position.set(-centre.x, -box.min.y, -centre.z);
  scene.add(piece);
  piece.updateMatrixWorld(true);
  const size = box.getSize(new Vector3());
  const reach = Math.max(size.x, size.y, size.z);

  let pebble: Mesh | null = null;
  if (view === 2) {
    const radius = Math.max(reach * 0.9 + 2, 4);
    const top = new Mesh(new CylinderGeometry(radius, radius, 1.2, 128), plinthMaterial());
    top.position.y = -0.6;
    scene.add(tag(top, 'plinth'));
    top.receiveShadow = true;
    top.castShadow = false;
    // A smooth river pebble about 2 cm long beside the piece: a size everyone knows.
    pebble = new Mesh(new SphereGeometry(1, 48, 32), new MeshStandardMaterial({ color: 0x5f5a54, roughness: 0.55 }));
    pebble.scale.set(1.0, 0.45, 0.7);
    pebble.position.set(size.x / 2 + 1.5, 0.45, -Math.max(0.6, size.z / 4));
    scene.add(tag(pebble, 'pebble'));
  } else {
    const floor = new Mesh(new PlaneGeometry(reach * 8, reach * 8), new ShadowMaterial({ opacity: 0.22 }));
    floor.rotation.x = -Math.PI / 2;
    scene.add(tag(floor, 'floor'));
    floor.receiveShadow = true;
    floor.castShadow = false;
  }

  const key = new DirectionalLight(0xffffff, 1.4);
  key.position.set(reach * 0.6, reach * 3, reach * 1.2);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 6;
  key.shadow.blurSamples = 16;
  key.shadow.bias = -0.0005;
  const half = reach * 1.6;
  Object.assign(key.shadow.camera, { left: -half, right: half, top: half, bottom: -half, near: 0.1, far: reach * 8 });
  scene.add(key, new HemisphereLight(0xfff8ee, 0x6b6358, 0.35));

  const framed = new Box3().setFromObject(piece, true);
  if (pebble) framed.expandByObject(pebble);
  const sphere = framed.getBoundingSphere(new Sphere());
  const target = sphere.center.clone();
  const { elevation, yaw, margin } = CAMERA[built.pose][view];
  const camera = new PerspectiveCamera(FOV, 1, 0.05, 1000);
  const distance = (sphere.radius * margin) / Math.sin(((FOV / 2) * Math.PI) / 180);
  const el = (elevation * Math.PI) / 180;
  camera.position.set(Math.sin(yaw) * Math.cos(el), Math.sin(el), Math.cos(yaw) * Math.cos(el)).multiplyScalar(distance).add(target);
  if (built.pose === 'flat' && view === 0) camera.up.set(0, 0, -1);
  camera.lookAt(target);
  camera.near = distance / 50;
  camera.far = distance * 10;
  camera.updateProjectionMatrix();
  scene.add(camera);
  return { scene, camera, piece, pose: built.pose, target };
}
