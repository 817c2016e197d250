import {
  type BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  type Curve,
  ExtrudeGeometry,
  Group,
  InstancedMesh,
  LatheGeometry,
  type Material,
  Matrix4,
  Mesh,
  type Object3D,
  Quaternion,
  type Shape,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import type { PieceStone } from './designs';

/** Marks what a scene's parts are, so tests (and anyone reading a scene) can count stones and name parts. */
export function tag<T extends Object3D>(object: T, part: string, stone = false): T {
  object.userData['part'] = part;
  if (stone) object.userData['stone'] = true;
  object.traverse((child) => {
    child.castShadow = true;
    child.receiveShadow = false;
  });
  return object;
}

export function mesh(geometry: BufferGeometry, material: Material, part: string): Mesh {
  return tag(new Mesh(geometry, material), part);
}

/** Stones shown by an object: a stone mesh counts one, an instanced stone mesh its instance count. */
export function countStones(root: Object3D): number {
  let count = 0;
  root.traverse((child) => {
    if (child.userData['stone'] !== true) return;
    count += child instanceof InstancedMesh ? child.count : 1;
  });
  return count;
}

/** Objects of a scene whose part is `part`. */
export function partsNamed(root: Object3D, part: string): Object3D[] {
  const found: Object3D[] = [];
  root.traverse((child) => {
    if (child.userData['part'] === part) found.push(child);
  });
  return found;
}

const gemCache = new Map<string, BufferGeometry>();

/**
 * A round brilliant of diameter 1 (table up, culet down, girdle at y = 0), faceted: the lathe of the cut's
 * profile with flat normals. `shape` stretches it into an oval or a pear.
 */
export function gemGeometry(shape: 'round' | 'oval' | 'pear' = 'round'): BufferGeometry {
  const cached = gemCache.get(shape);
  if (cached) return cached;
  const profile = [
    new Vector2(0.001, -0.43),
    new Vector2(0.5, -0.015),
    new Vector2(0.5, 0.015),
    new Vector2(0.4, 0.09),
    new Vector2(0.28, 0.16),
    new Vector2(0.001, 0.16),
  ];
  let geometry: BufferGeometry = new LatheGeometry(profile, 16);
  geometry = geometry.toNonIndexed();
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    let x = position.getX(i);
    let z = position.getZ(i);
    if (shape === 'oval') z *= 1.35;
    if (shape === 'pear') {
      // Long toward -z, drawn to a point there.
      const t = Math.max(0, -z / 0.5);
      z = z < 0 ? z * 1.7 : z * 1.05;
      x *= 1 - 0.55 * t * t;
    }
    position.setXYZ(i, x, position.getY(i), z);
  }
  geometry.computeVertexNormals();
  gemCache.set(shape, geometry);
  return geometry;
}

export function pearlGeometry(): BufferGeometry {
  return new SphereGeometry(0.5, 32, 24);
}

/** One stone of `size` (its diameter), table facing +y, at the origin. */
export function gem(stone: PieceStone, material: Material, size: number, shape: 'round' | 'oval' | 'pear' = 'round'): Mesh {
  const stoneMesh = new Mesh(stone === 'pearl' ? pearlGeometry() : gemGeometry(shape), material);
  stoneMesh.scale.setScalar(size);
  return tag(stoneMesh, 'stone', true);
}

/**
 * A stone in a claw setting: the stone, `prongs` claws rising past its girdle and a small basket under it. The
 * group's origin is the bottom of the basket; the stone's table faces +y.
 */
export function setStone(
  stone: PieceStone,
  stoneMat: Material,
  metalMat: Material,
  size: number,
  options: { prongs?: number; shape?: 'round' | 'oval' | 'pear'; bezel?: boolean } = {},
): Group {
  const group = new Group();
  const height = size * 0.55;
  const jewel = gem(stone, stoneMat, size, options.shape ?? 'round');
  jewel.position.y = height;
  if (stone === 'pearl') jewel.position.y = size * 0.55;
  group.add(jewel);
  const stretch = options.shape === 'oval' ? 1.35 : options.shape === 'pear' ? 1.4 : 1;
  if (stone === 'pearl') {
    // A pearl sits on a small cup and a peg, held from below: nothing crosses its lustre.
    const cup = new Mesh(new CylinderGeometry(size * 0.3, size * 0.16, size * 0.22, 32, 1, true), metalMat);
    cup.position.y = size * 0.14;
    group.add(tag(cup, 'bezel'));
    return tag(group, 'setting');
  }
  if (options.bezel) {
    const cup = new Mesh(new CylinderGeometry(size * 0.53, size * 0.3, size * 0.38, 32, 1, true), metalMat);
    cup.scale.z = stretch;
    cup.position.y = height - size * 0.12;
    group.add(tag(cup, 'bezel'));
    return tag(group, 'setting');
  }
  const prongs = options.prongs ?? 4;
  const claw = new CylinderGeometry(size * 0.045, size * 0.06, height + size * 0.12, 8);
  const tip = new SphereGeometry(size * 0.06, 12, 8);
  for (let i = 0; i < prongs; i++) {
    const angle = (i / prongs) * Math.PI * 2 + Math.PI / prongs;
    const x = Math.cos(angle) * size * 0.47;
    const z = Math.sin(angle) * size * 0.47 * stretch;
    const prong = new Mesh(claw, metalMat);
    prong.position.set(x * 0.8, (height + size * 0.12) / 2, z * 0.8);
    prong.rotation.set(-Math.sin(angle) * 0.22, 0, Math.cos(angle) * 0.22);
    group.add(tag(prong, 'prong'));
    const knob = new Mesh(tip, metalMat);
    knob.position.set(x, height + size * 0.1, z);
    group.add(tag(knob, 'prong'));
  }
  const basket = new Mesh(new TorusGeometry(size * 0.3, size * 0.04, 8, 32), metalMat);
  basket.rotation.x = Math.PI / 2;
  basket.scale.y = stretch;
  basket.position.y = height * 0.35;
  group.add(tag(basket, 'basket'));
  return tag(group, 'setting');
}

/**
 * A band: a torus of `radius` whose round tube (radius `tube`) is stretched along the axis to `width`, in the xy
 * plane (axis z). `arc` below 2π leaves an opening, centred at the bottom.
 */
export function band(radius: number, tube: number, width: number, material: Material, arc = Math.PI * 2, part = 'band'): Mesh {
  const geometry = new TorusGeometry(radius, tube, 20, 128, arc);
  const ring = new Mesh(geometry, material);
  ring.scale.z = width / (tube * 2);
  ring.rotation.z = -Math.PI / 2 + (Math.PI * 2 - arc) / 2;
  return tag(ring, part);
}

/** Places `count` copies of `geometry` along `curve`, each turned to follow it, as one instanced mesh. */
export function alongCurve(
  curve: Curve<Vector3>,
  geometry: BufferGeometry,
  material: Material,
  count: number,
  options: { part: string; stone?: boolean; twist?: (index: number) => number; scale?: (index: number) => number; closed?: boolean } = { part: 'link' },
): InstancedMesh {
  const instanced = new InstancedMesh(geometry, material, count);
  const matrix = new Matrix4();
  const forward = new Vector3(1, 0, 0);
  const planeNormal = new Vector3(0, 0, 1);
  const turn = new Quaternion();
  const roll = new Quaternion();
  const size = new Vector3();
  for (let i = 0; i < count; i++) {
    const t = options.closed ? i / count : count === 1 ? 0.5 : i / (count - 1);
    const point = curve.getPointAt(t);
    const tangent = curve.getTangentAt(t).normalize();
    // In the xy plane (every curve here), turn about z only: where the tangent runs along -x, the shortest turn
    // from +x is ambiguous and could flip a copy face down.
    if (Math.abs(tangent.z) < 1e-6) turn.setFromAxisAngle(planeNormal, Math.atan2(tangent.y, tangent.x));
    else turn.setFromUnitVectors(forward, tangent);
    roll.setFromAxisAngle(forward, options.twist?.(i) ?? 0);
    size.setScalar(options.scale?.(i) ?? 1);
    matrix.compose(point, turn.clone().multiply(roll), size);
    instanced.setMatrixAt(i, matrix);
  }
  instanced.instanceMatrix.needsUpdate = true;
  instanced.computeBoundingSphere();
  instanced.computeBoundingBox();
  return tag(instanced, options.part, options.stone ?? false);
}

export function tube(curve: Curve<Vector3>, radius: number, material: Material, part: string, closed = false): Mesh {
  return mesh(new TubeGeometry(curve, 200, radius, 12, closed), material, part);
}

/** An extruded, bevelled plate from a 2D outline, lying in the xy plane with its face toward +z. */
export function plate(shape: Shape, depth: number, material: Material, part: string, bevel = depth * 0.6): Mesh {
  const geometry = new ExtrudeGeometry(shape, {
    depth,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 4,
    curveSegments: 32,
  });
  geometry.translate(0, 0, -depth / 2);
  return mesh(geometry, material, part);
}

/**
 * A necklace's drape in the xy plane: a U from (-halfWidth, top) down to the lowest point `depth` below, as
 * it lies on a bust or a table.
 */
export function drape(halfWidth: number, depth: number, top = 0, closed = false): CatmullRomCurve3 {
  const points: Vector3[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const a = Math.PI * (i / steps);
    points.push(new Vector3(-Math.cos(a) * halfWidth, top - Math.sin(a) * depth, 0));
  }
  if (closed) {
    for (let i = 1; i < steps; i++) {
      const a = Math.PI * (i / steps);
      points.push(new Vector3(Math.cos(a) * halfWidth, top + Math.sin(a) * depth * 0.25, 0));
    }
  }
  return new CatmullRomCurve3(points, closed, 'centripetal');
}

/** An ellipse in the xy plane, for bracelets laid flat and closed loops of chain. */
export function loop(radiusX: number, radiusY: number): CatmullRomCurve3 {
  const points: Vector3[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    points.push(new Vector3(Math.cos(a) * radiusX, Math.sin(a) * radiusY, 0));
  }
  return new CatmullRomCurve3(points, true, 'centripetal');
}

/** Puts `child` at `position`, turned by `rotation` (radians about x, y, z), and returns it. */
export function place<T extends Object3D>(child: T, position: [number, number, number], rotation: [number, number, number] = [0, 0, 0]): T {
  child.position.set(...position);
  child.rotation.set(...rotation);
  return child;
}
