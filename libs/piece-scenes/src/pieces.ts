import {
  BoxGeometry,
  type BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  Group,
  LatheGeometry,
  type Material,
  Mesh,
  type Object3D,
  Path,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import { type PieceDesign, type PieceKind, type PieceStone, familyOf } from './designs';
import { blackBeadMaterial, metalMaterial, stoneMaterial } from './materials';
import { alongCurve, band, drape, gem, gemGeometry, loop, mesh, place, plate, setStone, tag, tube } from './parts';

/** How a piece is shown: standing (rings, bangles, earrings hanging) or laid flat (necklaces, chains). */
export type PiecePose = 'upright' | 'flat';

export interface BuiltPiece {
  object: Group;
  pose: PiecePose;
  /** Turn about the vertical axis for the front view, so a ring or a bangle shows its depth. */
  turn: number;
  /** Lean of the top toward the camera, so a face (a signet's) is seen rather than its edge. */
  tilt?: number;
}

interface Kit {
  design: PieceDesign;
  metal: Material;
  satin: Material;
  /** The design's stone material, or null for a plain piece. */
  stoneMat: Material | null;
  stone: PieceStone | null;
  /** Stones still to place: builders take from it so a scene shows exactly design.stoneCount. */
  n: number;
}

type Builder = (kit: Kit) => BuiltPiece;

const TAU = Math.PI * 2;

function group(part: string, ...children: Object3D[]): Group {
  const g = new Group();
  for (const child of children) g.add(child);
  return tag(g, part);
}

function upright(object: Group, turn = 0): BuiltPiece {
  return { object, pose: 'upright', turn };
}
function flat(object: Group): BuiltPiece {
  return { object, pose: 'flat', turn: 0 };
}

/** Puts a setting on a ring's circle at `angle` from the top (radians, + toward +x), facing outward. */
function onCircle(child: Object3D, radius: number, angle: number, z = 0): Object3D {
  child.position.set(Math.sin(angle) * radius, Math.cos(angle) * radius, z);
  child.rotation.set(0, 0, -angle);
  return child;
}

/**
 * Stones in a row along a ring's circle, each in four claws (or a collet with `bezel`); `spread` is the arc they
 * cover, centred `centre` radians from the top.
 */
function stonesOnArc(kit: Kit, count: number, radius: number, size: number, spread: number, options: { centre?: number; bezel?: boolean } = {}): Group {
  const g = new Group();
  if (!kit.stone || !kit.stoneMat) return g;
  for (let i = 0; i < count; i++) {
    const angle = (options.centre ?? 0) + (count === 1 ? 0 : -spread / 2 + (spread * i) / (count - 1));
    g.add(onCircle(setStone(kit.stone, kit.stoneMat, kit.metal, size, { prongs: 4, bezel: options.bezel }), radius, angle));
  }
  return tag(g, 'stones');
}

// Rings: in the xy plane (finger along z), head at +y; radius in centimetres (inner diameter about 17 mm).

const R = 0.93;
/** An eternity band's stones (diameter) and where its rails run either side of them, in centimetres. */
export const ETERNITY_STONE = 0.25;
const ETERNITY_RAIL = 0.155;

const rings: Partial<Record<PieceKind, Builder>> = {
  band: (kit) => upright(group('ring', band(R, 0.08, 0.42, kit.metal)), 0.5),
  'solitaire-ring': (kit) => {
    const g = group('ring', band(R, 0.06, 0.2, kit.metal));
    if (kit.stone && kit.stoneMat) g.add(place(setStone(kit.stone, kit.stoneMat, kit.metal, 0.62, { prongs: 6 }), [0, R + 0.02, 0]));
    return upright(g, 0.45);
  },
  'halo-ring': (kit) => {
    const g = group('ring', band(R, 0.06, 0.2, kit.metal));
    if (kit.stone && kit.stoneMat) {
      const head = new Group();
      head.add(setStone(kit.stone, kit.stoneMat, kit.metal, 0.5, { prongs: 4 }));
      const halo = kit.n - 1;
      const plateRing = new Mesh(new TorusGeometry(0.36, 0.05, 10, 48), kit.metal);
      plateRing.rotation.x = Math.PI / 2;
      plateRing.position.y = 0.2;
      head.add(tag(plateRing, 'halo'));
      for (let i = 0; i < halo; i++) {
        const a = (i / halo) * TAU;
        head.add(place(gem(kit.stone, kit.stoneMat, 0.12), [Math.cos(a) * 0.36, 0.25, Math.sin(a) * 0.36]));
      }
      g.add(place(head, [0, R + 0.02, 0]));
    }
    return upright(g, 0.45);
  },
  'three-stone-ring': (kit) => {
    const g = group('ring', band(R, 0.065, 0.22, kit.metal));
    if (kit.stone && kit.stoneMat) {
      g.add(onCircle(setStone(kit.stone, kit.stoneMat, kit.metal, 0.52, { prongs: 4 }), R + 0.02, 0));
      for (const side of [-1, 1]) {
        g.add(onCircle(setStone(kit.stone, kit.stoneMat, kit.metal, 0.38, { prongs: 4 }), R + 0.01, side * 0.44));
      }
    }
    return upright(g, 0.45);
  },
  'eternity-band': (kit) => {
    // Stones all round, girdles above the rails and tables outward, held by shared claws between them.
    const g = group('ring', band(R - 0.04, 0.05, 0.3, kit.metal));
    for (const z of [-ETERNITY_RAIL, ETERNITY_RAIL]) g.add(place(band(R + 0.02, 0.028, 0.056, kit.metal, TAU, 'rail'), [0, 0, z]));
    if (kit.stone && kit.stoneMat) {
      for (let i = 0; i < kit.n; i++) g.add(onCircle(gem(kit.stone, kit.stoneMat, ETERNITY_STONE), R + 0.05, (i / kit.n) * TAU));
      const claw = new SphereGeometry(0.032, 12, 8);
      for (let i = 0; i < kit.n; i++) {
        for (const z of [-ETERNITY_RAIL + 0.02, ETERNITY_RAIL - 0.02]) g.add(onCircle(mesh(claw, kit.metal, 'claw'), R + 0.07, ((i + 0.5) / kit.n) * TAU, z));
      }
    }
    return upright(g, 0.5);
  },
  'cocktail-ring': (kit) => {
    const g = group('ring', band(R, 0.08, 0.3, kit.metal));
    const dome = new Mesh(new SphereGeometry(0.55, 40, 16, 0, TAU, 0, Math.PI / 2), kit.metal);
    dome.scale.set(1, 0.45, 1);
    g.add(place(tag(dome, 'gallery'), [0, R + 0.02, 0]));
    if (kit.stone && kit.stoneMat) {
      g.add(place(setStone(kit.stone, kit.stoneMat, kit.metal, 0.72, { prongs: 6, shape: 'oval' }), [0, R + 0.15, 0]));
      const ring = kit.n - 1;
      for (let i = 0; i < ring; i++) {
        const a = (i / ring) * TAU;
        g.add(place(gem(kit.stone, kit.stoneMat, 0.15), [Math.cos(a) * 0.47, R + 0.2, Math.sin(a) * 0.47 * 1.2], [Math.sin(a) * 0.5, 0, -Math.cos(a) * 0.5]));
      }
    }
    return upright(g, 0.45);
  },
  'stackable-ring': (kit) => {
    const g = group('ring', band(R, 0.045, 0.16, kit.metal));
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, R + 0.01, 0.16, 0.9));
    return upright(g, 0.5);
  },
  'signet-ring': (kit) => {
    const g = group('ring', band(R, 0.09, 0.36, kit.metal));
    const table = new Mesh(new CylinderGeometry(0.5, 0.42, 0.22, 64), kit.metal);
    table.scale.z = 0.82;
    const seal = new Mesh(new CylinderGeometry(0.4, 0.4, 0.02, 64), kit.satin);
    seal.scale.z = 0.82;
    const crest = plate(letterShape(), 0.015, kit.metal, 'crest', 0.01);
    crest.scale.setScalar(0.42);
    crest.rotation.x = -Math.PI / 2;
    crest.position.y = 0.13;
    const face = group('signet-face', table, place(seal, [0, 0.11, 0]), crest);
    g.add(place(face, [0, R + 0.08, 0]));
    return { ...upright(g, 0.4), tilt: 0.6 };
  },
  'couple-band': (kit) => {
    const his = place(band(R + 0.05, 0.09, 0.5, kit.metal), [-0.75, 0.05, 0], [0, 0.45, 0]);
    const hers = place(band(R - 0.1, 0.06, 0.3, kit.metal), [0.85, -0.09, 0.3], [0, 0.55, 0]);
    const groove = place(band(R + 0.13, 0.012, 0.024, kit.satin, TAU, 'groove'), [-0.75, 0.05, 0], [0, 0.45, 0]);
    return upright(group('pair', his, hers, groove), 0);
  },
  'twisted-ring': (kit) => {
    const g = new Group();
    for (const phase of [0, Math.PI]) {
      const points: Vector3[] = [];
      for (let i = 0; i < 240; i++) {
        const a = (i / 240) * TAU;
        const r = R + Math.cos(a * 8 + phase) * 0.035;
        points.push(new Vector3(Math.sin(a) * r, Math.cos(a) * r, Math.sin(a * 8 + phase) * 0.06));
      }
      g.add(tube(new CatmullRomCurve3(points, true), 0.045, kit.metal, 'strand', true));
    }
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, R + 0.04, 0.14, 0.9));
    return upright(tag(g, 'ring'), 0.5);
  },
};

/** A monogram-like crest for the signet's face: a shield outline. */
function letterShape(): Shape {
  const s = new Shape();
  s.moveTo(-0.5, 0.5);
  s.lineTo(0.5, 0.5);
  s.lineTo(0.5, 0);
  s.quadraticCurveTo(0.45, -0.45, 0, -0.6);
  s.quadraticCurveTo(-0.45, -0.45, -0.5, 0);
  s.lineTo(-0.5, 0.5);
  const hole = new Path();
  hole.moveTo(-0.38, 0.38);
  hole.lineTo(0.38, 0.38);
  hole.lineTo(0.38, 0);
  hole.quadraticCurveTo(0.34, -0.34, 0, -0.46);
  hole.quadraticCurveTo(-0.34, -0.34, -0.38, 0);
  hole.lineTo(-0.38, 0.38);
  s.holes.push(hole);
  return s;
}

// Earrings: a pair side by side, each hanging from y = 0, face toward +z.

function pair(make: (side: number) => Object3D, spacing: number): Group {
  return group('pair', place(make(-1), [-spacing / 2, 0, 0], [0, 0.12, 0]), place(make(1), [spacing / 2, 0, 0], [0, -0.12, 0]));
}

/** Turns `child` to face +z inside a group of its own, so placing the group keeps it facing the camera. */
function facing(child: Object3D): Group {
  child.rotation.x = Math.PI / 2;
  const g = new Group();
  g.add(child);
  return g;
}

/** A stone or a polished dome facing the camera, as the top of an earring. */
function faceStone(kit: Kit, size: number, take: boolean): Object3D {
  if (take && kit.stone && kit.stoneMat) return facing(setStone(kit.stone, kit.stoneMat, kit.metal, size, { prongs: 4 }));
  return facing(tag(new Mesh(new SphereGeometry(size * 0.45, 32, 16, 0, TAU, 0, Math.PI / 2), kit.metal), 'dome'));
}

function flowerTop(kit: Kit, size: number, withStone: boolean): Group {
  const g = new Group();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU;
    const petal = new Mesh(new SphereGeometry(size * 0.22, 16, 12), kit.metal);
    petal.scale.set(1, 1, 0.5);
    g.add(place(tag(petal, 'petal'), [Math.cos(a) * size * 0.3, Math.sin(a) * size * 0.3, 0]));
  }
  g.add(place(faceStone(kit, size * 0.42, withStone), [0, 0, 0.06]));
  return tag(g, 'flower');
}

/**
 * A chandbali's moon: the disc of radius 0.9 less the disc of radius 0.72 centred 0.3 above it, drawn as one outline
 * (a hole crossing the outline does not triangulate), horns up.
 */
export function crescentShape(): Shape {
  const outer = 0.9;
  const inner = 0.72;
  const lift = 0.3;
  const hornY = (outer * outer - inner * inner + lift * lift) / (2 * lift);
  const hornX = Math.sqrt(outer * outer - hornY * hornY);
  const s = new Shape();
  s.moveTo(hornX, hornY);
  s.absarc(0, 0, outer, Math.atan2(hornY, hornX), Math.atan2(hornY, -hornX), true);
  s.absarc(0, lift, inner, Math.atan2(hornY - lift, -hornX), Math.atan2(hornY - lift, hornX) + TAU, false);
  return s;
}

const earrings: Partial<Record<PieceKind, Builder>> = {
  // Tilted back a little, as studs are photographed, so the crown's facets catch the light.
  'stud-earrings': (kit) =>
    upright(pair(() => group('stud-tilt', place(kit.stone ? group('stud', faceStone(kit, 0.55, true)) : flowerTop(kit, 0.9, false), [0, 0, 0], [-0.95, 0, 0])), 1.6)),
  'jhumka-earrings': (kit) => {
    const per = kit.n / 2;
    return upright(
      pair(() => {
        const top = flowerTop(kit, 0.7, Boolean(kit.stone));
        const bellProfile = [new Vector2(0.02, 0), new Vector2(0.15, -0.05), new Vector2(0.38, -0.35), new Vector2(0.55, -0.75), new Vector2(0.5, -0.78)];
        const bell = mesh(new LatheGeometry(bellProfile, 48), kit.metal, 'bell');
        bell.position.y = -0.45;
        const rim = alongCurve(loop(0.56, 0.56), new SphereGeometry(0.055, 12, 8), kit.stone === 'pearl' && kit.stoneMat ? kit.stoneMat : kit.metal, 28, { part: 'beads', closed: true });
        rim.rotation.x = Math.PI / 2;
        rim.position.y = -1.28;
        const g = group('jhumka', top, bell, rim);
        if (kit.stone && kit.stoneMat) {
          for (let i = 1; i < per; i++) {
            const s = gem(kit.stone, kit.stoneMat, 0.14);
            s.rotation.x = Math.PI / 2 - 0.5;
            g.add(place(s, [(i - per / 2) * 0.22, -0.85, 0.42]));
          }
        }
        return g;
      }, 1.9),
    );
  },
  'hoop-earrings': (kit) =>
    upright(
      pair((side) => {
        const hoop = band(0.85, 0.09, 0.2, kit.metal, TAU * 0.93, 'hoop');
        hoop.position.y = -0.85;
        hoop.rotation.y = side * 0.5;
        return group('hoop', hoop);
      }, 2.2),
    ),
  'drop-earrings': (kit) =>
    upright(
      pair(() => {
        const top = new Mesh(new SphereGeometry(0.14, 24, 16), kit.metal);
        const link = place(band(0.1, 0.02, 0.04, kit.metal, TAU, 'link'), [0, -0.25, 0], [0, Math.PI / 2, 0]);
        let drop: Object3D;
        if (kit.stone && kit.stoneMat) {
          drop = setStone(kit.stone, kit.stoneMat, kit.metal, 0.7, { shape: kit.stone === 'pearl' ? 'round' : 'pear', bezel: true });
          drop.rotation.x = Math.PI / 2;
          drop.position.y = -0.75;
        } else {
          const shape = new Shape();
          shape.moveTo(0, 0);
          shape.bezierCurveTo(0.45, -0.4, 0.4, -1.0, 0, -1.05);
          shape.bezierCurveTo(-0.4, -1.0, -0.45, -0.4, 0, 0);
          drop = place(plate(shape, 0.06, kit.metal, 'drop'), [0, -0.32, 0]);
        }
        return group('drop', tag(top, 'stud'), link, drop);
      }, 1.7),
    ),
  'chandbali-earrings': (kit) => {
    const per = kit.n / 2;
    return upright(
      pair(() => {
        const crescent = place(plate(crescentShape(), 0.05, kit.metal, 'crescent'), [0, -0.95, 0]);
        const beads = alongCurve(
          new CatmullRomCurve3(Array.from({ length: 13 }, (_, i) => { const a = Math.PI * (1.1 + (i / 12) * 0.8); return new Vector3(Math.cos(a) * 0.98, -0.95 + Math.sin(a) * 0.98, 0); })),
          new SphereGeometry(0.06, 12, 8), kit.stone === 'pearl' && kit.stoneMat ? kit.stoneMat : kit.metal, 13, { part: 'beads' });
        const g = group('chandbali', flowerTop(kit, 0.5, false), crescent, beads);
        if (kit.stone && kit.stoneMat) {
          for (let i = 0; i < per; i++) {
            const a = Math.PI * (1.2 + (i / Math.max(1, per - 1)) * 0.6);
            const s = gem(kit.stone, kit.stoneMat, 0.13);
            s.rotation.x = Math.PI / 2;
            g.add(place(s, [Math.cos(a) * 0.78, -0.95 + Math.sin(a) * 0.78, 0.08]));
          }
        }
        return g;
      }, 2.2),
    );
  },
  'huggie-earrings': (kit) => {
    const per = kit.n / 2;
    return upright(
      pair((side) => {
        const hoop = band(0.5, 0.12, 0.26, kit.metal, TAU * 0.9, 'hoop');
        const g = group('huggie', hoop);
        if (kit.stone && kit.stoneMat) {
          for (let i = 0; i < per; i++) {
            const a = Math.PI * (0.62 + (i / Math.max(1, per - 1)) * 0.76);
            const s = gem(kit.stone, kit.stoneMat, 0.12);
            s.rotation.set(0, 0, a - Math.PI / 2);
            g.add(place(s, [Math.cos(a) * 0.6, Math.sin(a) * 0.6, 0]));
          }
        }
        g.position.y = -0.6;
        g.rotation.y = side * 0.7;
        return group('huggie-drop', g);
      }, 1.7),
    );
  },
};

// Necklaces, chains, bracelets and mangalsutras are built in the xy plane and laid flat.

function chainAlong(kit: Kit, curve: CatmullRomCurve3, linkSize = 0.14, part = 'chain', closed = false): Object3D {
  const length = curve.getLength();
  const count = Math.max(8, Math.round(length / (linkSize * 1.5)));
  const link = new TorusGeometry(linkSize * 0.5, linkSize * 0.14, 8, 16);
  link.scale(1.35, 1, 1);
  return alongCurve(curve, link, kit.metal, count, { part, twist: (i) => (i % 2 === 0 ? 0 : Math.PI / 2), closed });
}

function stonesAlong(kit: Kit, curve: CatmullRomCurve3, count: number, size: number, from: number, to: number): Group {
  const g = new Group();
  if (!kit.stone || !kit.stoneMat) return g;
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? (from + to) / 2 : from + ((to - from) * i) / (count - 1);
    const s = setStone(kit.stone, kit.stoneMat, kit.metal, size, { bezel: true });
    s.rotation.x = Math.PI / 2;
    const p = curve.getPointAt(t);
    g.add(place(s, [p.x, p.y, p.z + 0.02], [Math.PI / 2, 0, 0]));
  }
  return tag(g, 'stones');
}

function medallion(kit: Kit, radius: number, part = 'medallion'): Object3D {
  const profile = [new Vector2(0.001, -0.04), new Vector2(radius, -0.04), new Vector2(radius, 0.03), new Vector2(radius * 0.85, 0.05), new Vector2(radius * 0.8, 0.02), new Vector2(radius * 0.4, 0.05), new Vector2(0.001, 0.07)];
  const disc = mesh(new LatheGeometry(profile, 48), kit.metal, part);
  disc.rotation.x = Math.PI / 2;
  return disc;
}

const necklaces: Partial<Record<PieceKind, Builder>> = {
  'choker-necklace': (kit) => {
    const curve = drape(5.6, 5.2);
    const g = group('necklace', chainAlong(kit, curve, 0.16));
    const front = drape(5.3, 4.9);
    const panels = alongCurve(front, new BoxGeometry(0.42, 0.5, 0.1), kit.metal, 21, { part: 'panel' });
    g.add(panels);
    g.add(stonesAlong(kit, front, kit.n, 0.3, 0.18, 0.82));
    return flat(g);
  },
  'rani-haar-necklace': (kit) => {
    const g = group('necklace');
    [8, 9.6, 11.2].forEach((depth, i) => g.add(chainAlong(kit, drape(5.6 + i * 0.3, depth), 0.2, `strand-${i + 1}`)));
    const pendant = new Group();
    pendant.add(medallion(kit, 1.1, 'pendant'));
    if (kit.stone && kit.stoneMat) {
      pendant.add(place(setStone(kit.stone, kit.stoneMat, kit.metal, 0.55, { bezel: true }), [0, 0, 0.05], [Math.PI / 2, 0, 0]));
      for (let i = 0; i < kit.n - 1; i++) {
        const a = (i / (kit.n - 1)) * TAU;
        pendant.add(place(gem(kit.stone, kit.stoneMat, 0.22), [Math.cos(a) * 0.72, Math.sin(a) * 0.72, 0.1], [Math.PI / 2, 0, 0]));
      }
    }
    g.add(place(pendant, [0, -12.3, 0.05]));
    return flat(g);
  },
  'collar-necklace': (kit) => {
    const collar = new Shape();
    collar.absellipse(0, 0, 6.2, 6.4, Math.PI * 1.02, Math.PI * 1.98, false, 0);
    collar.absellipse(0, 0.3, 5.2, 5.1, Math.PI * 1.98, Math.PI * 1.02, true, 0);
    const g = group('necklace', plate(collar, 0.08, kit.metal, 'collar'));
    const mid = new CatmullRomCurve3(Array.from({ length: 17 }, (_, i) => { const a = Math.PI * (1.08 + (i / 16) * 0.84); return new Vector3(Math.cos(a) * 5.7, 0.15 + Math.sin(a) * 5.75, 0.1); }));
    g.add(stonesAlong(kit, mid, kit.n, 0.36, 0, 1));
    g.add(chainAlong(kit, new CatmullRomCurve3([new Vector3(-6.2, 0, 0), new Vector3(-5.5, 3, 0), new Vector3(-3.5, 4.5, 0)]), 0.14, 'chain-left'));
    g.add(chainAlong(kit, new CatmullRomCurve3([new Vector3(6.2, 0, 0), new Vector3(5.5, 3, 0), new Vector3(3.5, 4.5, 0)]), 0.14, 'chain-right'));
    return flat(g);
  },
  'layered-necklace': (kit) => {
    const g = group('necklace');
    [6.5, 8.5, 10.5].forEach((depth, i) => {
      g.add(chainAlong(kit, drape(5 + i * 0.5, depth), 0.1, `strand-${i + 1}`));
      const charm = i < kit.n && kit.stone && kit.stoneMat
        ? place(setStone(kit.stone, kit.stoneMat, kit.metal, 0.4, { bezel: true }), [0, -depth - 0.25, 0], [Math.PI / 2, 0, 0])
        : place(medallion(kit, 0.35, 'charm'), [0, -depth - 0.35, 0]);
      g.add(charm);
    });
    return flat(g);
  },
  'temple-necklace': (kit) => {
    const curve = drape(5.8, 8);
    const g = group('necklace', chainAlong(kit, curve, 0.18));
    for (let i = 0; i < 11; i++) {
      const p = curve.getPointAt(0.2 + (0.6 * i) / 10);
      const coin = medallion(kit, 0.45, 'temple-coin');
      g.add(place(coin, [p.x, p.y - 0.45, 0.02], [Math.PI / 2, 0, 0]));
    }
    const lotus = new Group();
    lotus.add(medallion(kit, 1.0, 'pendant'));
    for (let i = 0; i < 8; i++) {
      const petal = new Mesh(new SphereGeometry(0.32, 16, 12), kit.satin);
      petal.scale.set(0.5, 1, 0.25);
      const a = (i / 8) * TAU;
      lotus.add(place(tag(petal, 'petal'), [Math.cos(a) * 0.5, Math.sin(a) * 0.5, 0.08], [0, 0, a - Math.PI / 2]));
    }
    g.add(place(lotus, [0, -9.3, 0.05]));
    return flat(g);
  },
  'tennis-necklace': (kit) => {
    const curve = drape(5.5, 7.5, 0, true);
    // Each stone in a thin ring of metal, open below, so the stones read white, not the colour of a cup behind them.
    const g = group('necklace', alongCurve(curve, new TorusGeometry(0.16, 0.03, 8, 24), kit.metal, kit.n || 48, { part: 'collets', closed: true }));
    if (kit.stone && kit.stoneMat) {
      // Tables toward +z, the viewer, as the stones lie.
      // Turned, not the shared geometry: a stone's own +y stays its table, as its material expects.
      const stones = alongCurve(curve, gemGeometry(), kit.stoneMat, kit.n, { part: 'stones', stone: true, closed: true, twist: () => Math.PI / 2, scale: () => 0.32 });
      stones.position.z = 0.03;
      g.add(stones);
    }
    return flat(g);
  },
};

// Pendants: hanging from a bail at y = 0, face toward +z, with a little of the chain.

function bailAndChain(kit: Kit): Group {
  const bail = place(band(0.16, 0.035, 0.08, kit.metal, TAU, 'bail'), [0, 0.1, 0], [0, Math.PI / 2, 0]);
  // Only the chain's last few centimetres: the pendant fills the picture.
  const left = chainAlong(kit, new CatmullRomCurve3([new Vector3(0, 0.25, 0), new Vector3(-0.45, 1.1, 0), new Vector3(-0.8, 2.0, 0)]), 0.1, 'chain-left');
  const right = chainAlong(kit, new CatmullRomCurve3([new Vector3(0, 0.25, 0), new Vector3(0.45, 1.1, 0), new Vector3(0.8, 2.0, 0)]), 0.1, 'chain-right');
  return group('bail', bail, left, right);
}

function heartShape(size: number): Shape {
  const s = new Shape();
  s.moveTo(0, -size * 0.5);
  s.bezierCurveTo(size * 0.15, -size * 0.3, size * 0.55, -size * 0.05, size * 0.5, size * 0.22);
  s.bezierCurveTo(size * 0.45, size * 0.52, size * 0.08, size * 0.55, 0, size * 0.28);
  s.bezierCurveTo(-size * 0.08, size * 0.55, -size * 0.45, size * 0.52, -size * 0.5, size * 0.22);
  s.bezierCurveTo(-size * 0.55, -size * 0.05, -size * 0.15, -size * 0.3, 0, -size * 0.5);
  return s;
}

/** A set stone facing the camera (its table toward +z), to place on a pendant's or a pin's face. */
function faceSet(kit: Kit, size: number, options: { shape?: 'round' | 'oval' | 'pear'; bezel?: boolean } = {}): Object3D {
  if (!kit.stone || !kit.stoneMat) return new Group();
  return facing(setStone(kit.stone, kit.stoneMat, kit.metal, size, { prongs: 4, ...options }));
}

const pendants: Partial<Record<PieceKind, Builder>> = {
  'heart-pendant': (kit) => {
    // A puffed, polished heart; its one stone in a plain collet at the centre, so nothing on its face reads as a mark.
    const heart = place(plate(heartShape(1.4), 0.1, kit.metal, 'heart', 0.14), [0, -0.85, 0]);
    return upright(group('pendant', bailAndChain(kit), heart, place(faceSet(kit, 0.46, { bezel: true }), [0, -0.82, 0.12])));
  },
  'solitaire-pendant': (kit) => upright(group('pendant', bailAndChain(kit), place(faceSet(kit, 0.7), [0, -0.45, 0]))),
  'om-pendant': (kit) => {
    const strokes = [
      [[-0.45, 0.35], [-0.05, 0.45], [0.0, 0.1], [-0.3, 0.0], [0.05, -0.15], [0.0, -0.55], [-0.5, -0.5]],
      [[0.0, -0.05], [0.35, 0.0], [0.55, -0.3], [0.35, -0.6], [0.1, -0.5]],
      [[0.1, 0.55], [0.35, 0.42], [0.6, 0.55]],
    ];
    const g = group('pendant', bailAndChain(kit));
    strokes.forEach((stroke, i) => {
      const curve = new CatmullRomCurve3(stroke.map(([x, y]) => new Vector3((x ?? 0) * 1.3, (y ?? 0) * 1.3 - 1.0, 0)));
      g.add(tube(curve, 0.07, kit.metal, `om-stroke-${i + 1}`));
    });
    g.add(place(mesh(new SphereGeometry(0.09, 16, 12), kit.metal, 'om-dot'), [0.45, 0.05, 0]));
    return upright(g);
  },
  'initial-pendant': (kit) => {
    const a = new Shape();
    a.moveTo(-0.55, -0.7);
    a.lineTo(-0.08, 0.7);
    a.lineTo(0.08, 0.7);
    a.lineTo(0.55, -0.7);
    a.lineTo(0.36, -0.7);
    a.lineTo(0.22, -0.28);
    a.lineTo(-0.22, -0.28);
    a.lineTo(-0.36, -0.7);
    a.lineTo(-0.55, -0.7);
    const hole = new Path();
    hole.moveTo(-0.15, -0.12);
    hole.lineTo(0.15, -0.12);
    hole.lineTo(0, 0.34);
    hole.lineTo(-0.15, -0.12);
    a.holes.push(hole);
    const g = group('pendant', bailAndChain(kit), place(plate(a, 0.1, kit.metal, 'initial'), [0, -0.9, 0]));
    if (kit.stone && kit.stoneMat) {
      const spots: [number, number][] = [[-0.42, -1.5], [-0.25, -1.0], [0, -0.36], [0.25, -1.0], [0.42, -1.5]];
      spots.slice(0, kit.n).forEach(([x, y]) => g.add(place(gem(kit.stone as PieceStone, kit.stoneMat as Material, 0.14), [x, y, 0.1], [Math.PI / 2, 0, 0])));
    }
    return upright(g);
  },
  'floral-pendant': (kit) => {
    const flower = new Group();
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * TAU;
      const petal = new Shape();
      petal.absellipse(0, 0.38, 0.22, 0.38, 0, TAU, false, 0);
      flower.add(place(plate(petal, 0.05, kit.metal, 'petal'), [0, 0, 0], [0, 0, a]));
    }
    flower.add(kit.stone ? place(faceSet(kit, 0.38, { bezel: true }), [0, 0, 0.06]) : place(mesh(new SphereGeometry(0.18, 24, 16), kit.satin, 'centre'), [0, 0, 0.06]));
    return upright(group('pendant', bailAndChain(kit), place(flower, [0, -0.95, 0])));
  },
  'teardrop-pendant': (kit) => {
    const outline = new CatmullRomCurve3(Array.from({ length: 40 }, (_, i) => { const a = (i / 40) * TAU; const r = 0.55 * (1 - 0.45 * Math.max(0, Math.sin(a))); return new Vector3(Math.cos(a) * r, Math.sin(a) * 0.8, 0); }), true);
    const g = group('pendant', bailAndChain(kit), place(tube(outline, 0.04, kit.metal, 'frame', true), [0, -1.0, 0]));
    // The pear's point is up, toward the bail, as a teardrop hangs.
    g.add(place(faceSet(kit, 0.75, { shape: kit.stone === 'pearl' ? 'round' : 'pear' }), [0, -1.0, 0]));
    return upright(g);
  },
};

// Bangles and the cuff: standing, in the xy plane, radius about 3.2 cm.

const BR = 3.25;
/** Bangles turn this way for the front view, so the stretch of their face the stones sit on faces the camera. */
const BANGLE_TURN = -0.75;
/** Where a bangle's stones are centred (radians from the top): the shoulder every view sees face on. */
const BANGLE_FACE = 1.0;
/** Loops in each row of a filigree bangle: each 4 mm across, touching its neighbours round the 20 cm circle. */
const FILIGREE_LOOPS = 54;
/** A kada's stones (diameter, centimetres): each reads as a stone, not a speck, in a 160 px tile. */
export const KADA_STONE = 0.46;

const bangles: Partial<Record<PieceKind, Builder>> = {
  'kada-bangle': (kit) => {
    const g = group('bangle-piece', band(BR, 0.32, 0.9, kit.metal, TAU, 'bangle'));
    for (const z of [-0.38, 0.38]) g.add(place(band(BR + 0.22, 0.06, 0.12, kit.metal, TAU, 'ridge'), [0, 0, z]));
    // Collets sunk into the kada's face, so the stones sit on it rather than perch on top.
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, BR + 0.14, KADA_STONE, 1.5, { centre: BANGLE_FACE, bezel: true }));
    return upright(g, BANGLE_TURN);
  },
  'filigree-bangle': (kit) => {
    const g = group('bangle-piece', band(BR, 0.05, 0.1, kit.metal, TAU, 'bangle'));
    for (const z of [-0.42, 0.42]) g.add(place(band(BR, 0.05, 0.1, kit.metal, TAU, 'rim'), [0, 0, z]));
    // Two rows of wire loops lying in the bangle's face, filling it between the rims: one openwork bangle, not a stack.
    for (const z of [-0.21, 0.21]) {
      const loops = alongCurve(loop(BR, BR), new TorusGeometry(0.2, 0.03, 8, 24).rotateX(Math.PI / 2), kit.metal, FILIGREE_LOOPS, { part: 'filigree', closed: true });
      g.add(place(loops, [0, 0, z]));
    }
    return upright(g, 0.75);
  },
  'broad-bangle': (kit) => {
    const g = group('bangle-piece', band(BR, 0.16, 1.5, kit.metal, TAU, 'bangle'));
    for (const z of [-0.66, 0.66]) g.add(place(band(BR + 0.12, 0.04, 0.08, kit.metal, TAU, 'edge'), [0, 0, z]));
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, BR + 0.06, 0.34, 2.0, { centre: BANGLE_FACE, bezel: true }));
    return upright(g, BANGLE_TURN);
  },
  'slim-bangle': (kit) => {
    const g = group('bangle-piece', band(BR, 0.1, 0.22, kit.metal, TAU, 'bangle'));
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, BR + 0.02, 0.5, 0, { centre: BANGLE_FACE }));
    return upright(g, BANGLE_TURN);
  },
  'openable-bangle': (kit) => {
    // One bangle that opens: a hinge on one side and a box clasp across a fine split on the other.
    const g = group('bangle-piece', band(BR, 0.18, 0.5, kit.metal, TAU * 0.985, 'bangle'));
    const hinge = mesh(new CylinderGeometry(0.14, 0.14, 0.56, 24), kit.metal, 'hinge');
    hinge.rotation.x = Math.PI / 2;
    g.add(place(hinge, [BR + 0.12, 0, 0]));
    for (const z of [-0.2, 0.2]) g.add(place(mesh(new TorusGeometry(0.15, 0.02, 8, 24), kit.satin, 'hinge-knuckle'), [BR + 0.12, 0, z]));
    g.add(place(mesh(new BoxGeometry(0.34, 0.3, 0.46), kit.metal, 'clasp'), [0, -BR - 0.05, 0]));
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, BR + 0.08, 0.36, 1.0, { centre: BANGLE_FACE, bezel: true }));
    return upright(g, BANGLE_TURN);
  },
};

const bracelets: Partial<Record<PieceKind, Builder>> = {
  'tennis-bracelet': (kit) => {
    const curve = loop(3.4, 2.7);
    const count = kit.n || 32;
    const g = group('bracelet', alongCurve(curve, new TorusGeometry(0.185, 0.035, 8, 24), kit.metal, count, { part: 'collets', closed: true }));
    if (kit.stone && kit.stoneMat) {
      const stones = alongCurve(curve, gemGeometry(), kit.stoneMat, kit.n, { part: 'stones', stone: true, closed: true, twist: () => Math.PI / 2, scale: () => 0.36 });
      stones.position.z = 0.03;
      g.add(stones);
    }
    g.add(place(mesh(new BoxGeometry(0.7, 0.3, 0.25), kit.metal, 'clasp'), [0, -2.75, 0]));
    return flat(g);
  },
  'charm-bracelet': (kit) => {
    const curve = loop(3.4, 2.8);
    const g = group('bracelet', chainAlong(kit, curve, 0.3, 'chain', true));
    const charms: Object3D[] = [
      plate(heartShape(0.9), 0.06, kit.metal, 'charm-heart'),
      medallion(kit, 0.38, 'charm-disc'),
      plate(starShape(0.45), 0.06, kit.metal, 'charm-star'),
      kit.stone ? faceSet(kit, 0.5, { bezel: true }) : medallion(kit, 0.3, 'charm-disc'),
      plate(heartShape(0.7), 0.06, kit.satin, 'charm-heart'),
    ];
    charms.forEach((charm, i) => {
      const p = curve.getPointAt(0.55 + i * 0.09);
      g.add(place(group('charm', charm), [p.x * 1.18, p.y * 1.22, 0.03]));
    });
    return flat(g);
  },
  'link-bracelet': (kit) => {
    const link = new TorusGeometry(0.38, 0.09, 12, 32);
    link.scale(1.4, 1, 1);
    const g = group('bracelet', alongCurve(loop(3.4, 2.8), link, kit.metal, 18, { part: 'links', twist: (i) => (i % 2 === 0 ? 0 : Math.PI / 2), closed: true }));
    return flat(g);
  },
  'cuff-bracelet': (kit) => {
    const g = group('bracelet', band(3.1, 0.14, 1.8, kit.metal, TAU * 0.82, 'cuff'));
    if (kit.stone) g.add(stonesOnArc(kit, kit.n, 3.16, 0.38, 1.2, { centre: BANGLE_FACE, bezel: true }));
    return upright(group('cuff-piece', g), BANGLE_TURN);
  },
  'nazariya-bracelet': (kit) => {
    const curve = loop(2.7, 2.2);
    const g = group('bracelet', chainAlong(kit, curve, 0.1, 'chain', true));
    const beads = alongCurve(curve, new SphereGeometry(0.16, 20, 14), blackBeadMaterial(), 24, { part: 'black-beads', closed: true, scale: (i) => (i % 6 < 3 ? 1 : 0.001) });
    const gold = alongCurve(curve, new SphereGeometry(0.15, 20, 14), kit.metal, 24, { part: 'gold-beads', closed: true, scale: (i) => (i % 6 >= 3 ? 1 : 0.001) });
    g.add(beads, gold);
    if (kit.stone && kit.stoneMat) g.add(stonesAlong(kit, curve, kit.n, 0.3, 0.1, 0.85));
    return flat(g);
  },
};

function starShape(size: number): Shape {
  const s = new Shape();
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI / 2 + (i / 10) * TAU;
    const r = i % 2 === 0 ? size : size * 0.45;
    if (i === 0) s.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    else s.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  return s;
}

// Chains: laid flat in a drape, with the clasp at the top; the links make the kind.

function chainOf(kit: Kit, make: (curve: CatmullRomCurve3) => Object3D): BuiltPiece {
  const curve = drape(CHAIN_DRAPE[0], CHAIN_DRAPE[1]);
  const clasp = place(band(0.22, 0.06, 0.12, kit.metal, TAU, 'clasp'), [-CHAIN_DRAPE[0], 0.3, 0]);
  return flat(group('chain-piece', make(curve), clasp));
}

/**
 * Chains are laid in a short U and shown heavier than life, so their links still read in a 160 px tile: the chain's
 * width is at least a twentieth of the picture (a longer drape or finer links make a hairline).
 */
const CHAIN_EMPHASIS = 1.9;
const CHAIN_DRAPE = [3.4, 6.8] as const;

function linksOf(curve: CatmullRomCurve3, geometry: BufferGeometry, spacing: number, kit: Kit, options: { twist?: (i: number) => number; scale?: (i: number) => number } = {}): Object3D {
  geometry.scale(CHAIN_EMPHASIS, CHAIN_EMPHASIS, CHAIN_EMPHASIS);
  spacing *= CHAIN_EMPHASIS;
  const count = Math.round(curve.getLength() / spacing);
  return alongCurve(curve, geometry, kit.metal, count, { part: 'links', ...options });
}

const chains: Partial<Record<PieceKind, Builder>> = {
  'rope-chain': (kit) => chainOf(kit, (c) => linksOf(c, new SphereGeometry(0.1, 12, 8).scale(1.8, 0.6, 0.6).translate(0, 0.05, 0), 0.07, kit, { twist: (i) => i * 0.9 })),
  'box-chain': (kit) => chainOf(kit, (c) => linksOf(c, new BoxGeometry(0.18, 0.17, 0.17), 0.19, kit, { twist: (i) => (i % 2) * (Math.PI / 4) })),
  'curb-chain': (kit) => chainOf(kit, (c) => {
    const link = new TorusGeometry(0.13, 0.04, 8, 20).scale(1.45, 1, 0.6);
    return linksOf(c, link, 0.24, kit, { twist: (i) => (i % 2 === 0 ? 0.25 : -0.25) });
  }),
  'figaro-chain': (kit) => chainOf(kit, (c) => {
    const link = new TorusGeometry(0.12, 0.035, 8, 20).scale(1.3, 1, 0.6);
    return linksOf(c, link, 0.22, kit, { twist: (i) => (i % 2 === 0 ? 0 : Math.PI / 2), scale: (i) => (i % 4 === 3 ? 1.6 : 1) });
  }),
  'singapore-chain': (kit) => chainOf(kit, (c) => linksOf(c, new TorusGeometry(0.09, 0.025, 8, 16).scale(1.6, 1, 1), 0.09, kit, { twist: (i) => i * 0.7 })),
  'wheat-chain': (kit) => chainOf(kit, (c) => linksOf(c, new SphereGeometry(0.1, 12, 8).scale(1.7, 1.1, 0.6), 0.1, kit, { twist: (i) => (i % 2 === 0 ? 0.7 : -0.7) })),
};

// Mangalsutras: black beads on gold, with a pendant at the lowest point.

function beadStrand(kit: Kit, curve: CatmullRomCurve3, part: string): Object3D {
  const count = Math.round(curve.getLength() / 0.2);
  const black = alongCurve(curve, new SphereGeometry(0.1, 16, 12), blackBeadMaterial(), count, { part: `${part}-black`, scale: (i) => (i % 8 === 0 ? 0.001 : 1) });
  const gold = alongCurve(curve, new SphereGeometry(0.12, 16, 12), kit.metal, count, { part: `${part}-gold`, scale: (i) => (i % 8 === 0 ? 1 : 0.001) });
  return group(part, black, gold);
}

const mangalsutras: Partial<Record<PieceKind, Builder>> = {
  'classic-mangalsutra': (kit) => {
    const g = group('mangalsutra', beadStrand(kit, drape(5.4, 8.5), 'beads'));
    const pendant = new Shape();
    pendant.moveTo(0, 0.7);
    pendant.lineTo(0.5, 0);
    pendant.lineTo(0, -0.7);
    pendant.lineTo(-0.5, 0);
    pendant.lineTo(0, 0.7);
    g.add(place(plate(pendant, 0.08, kit.metal, 'pendant'), [0, -9.3, 0]));
    if (kit.stone) g.add(place(faceSet(kit, 0.45), [0, -9.3, 0.08]));
    return flat(g);
  },
  'vati-mangalsutra': (kit) => {
    const g = group('mangalsutra', beadStrand(kit, drape(5.4, 8.5), 'beads'));
    const cup = [new Vector2(0.001, -0.22), new Vector2(0.3, -0.16), new Vector2(0.45, 0.02), new Vector2(0.47, 0.06), new Vector2(0.001, 0.02)];
    for (const x of [-0.5, 0.5]) {
      const vati = mesh(new LatheGeometry(cup, 40), kit.metal, 'vati');
      vati.rotation.x = -Math.PI / 2;
      g.add(place(vati, [x, -9.2, 0.05]));
    }
    return flat(g);
  },
  'layered-mangalsutra': (kit) => {
    const g = group('mangalsutra', beadStrand(kit, drape(5.2, 8), 'beads-1'), beadStrand(kit, drape(5.7, 9.4), 'beads-2'));
    g.add(chainAlong(kit, drape(4.8, 6.8), 0.1, 'gold-strand'));
    const bar = mesh(new BoxGeometry(1.4, 0.36, 0.08), kit.metal, 'pendant');
    g.add(place(bar, [0, -9.9, 0]));
    if (kit.stone && kit.stoneMat) {
      for (let i = 0; i < kit.n; i++) g.add(place(gem(kit.stone, kit.stoneMat, 0.26), [(i - (kit.n - 1) / 2) * 0.42, -9.9, 0.07], [Math.PI / 2, 0, 0]));
    }
    return flat(g);
  },
  'pendant-mangalsutra': (kit) => {
    const g = group('mangalsutra', beadStrand(kit, drape(5.4, 8.5), 'beads'));
    const pendant = new Group();
    pendant.add(medallion(kit, 0.75, 'pendant'));
    if (kit.stone && kit.stoneMat) {
      pendant.add(place(setStone(kit.stone, kit.stoneMat, kit.metal, 0.4, { bezel: true }), [0, 0, 0.05], [Math.PI / 2, 0, 0]));
      for (let i = 0; i < kit.n - 1; i++) {
        const a = (i / (kit.n - 1)) * TAU;
        pendant.add(place(gem(kit.stone, kit.stoneMat, 0.2), [Math.cos(a) * 0.5, Math.sin(a) * 0.5, 0.08], [Math.PI / 2, 0, 0]));
      }
    }
    g.add(place(pendant, [0, -9.5, 0.03]));
    return flat(g);
  },
};

// Coins: standing, face toward +z, 2.6 cm across, with a raised rim and the motif in relief.

function coinBlank(kit: Kit): Object3D {
  const profile = [new Vector2(0.001, -0.09), new Vector2(1.3, -0.09), new Vector2(1.32, 0.09), new Vector2(1.18, 0.11), new Vector2(1.12, 0.05), new Vector2(0.001, 0.05)];
  const coin = mesh(new LatheGeometry(profile, 96), kit.metal, 'coin');
  coin.rotation.x = Math.PI / 2;
  return coin;
}

const coins: Partial<Record<PieceKind, Builder>> = {
  'lakshmi-coin': (kit) => {
    const g = group('coin-piece', coinBlank(kit));
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (0.15 + (i / 6) * 0.7);
      const petal = new Shape();
      petal.absellipse(0, 0.35, 0.13, 0.35, 0, TAU, false, 0);
      g.add(place(plate(petal, 0.02, kit.satin, 'lotus-petal', 0.02), [0, -0.45, 0.07], [0, 0, a - Math.PI / 2]));
    }
    g.add(place(mesh(new SphereGeometry(0.2, 24, 16).scale(1, 1, 0.35), kit.metal, 'figure'), [0, 0.35, 0.07]));
    g.add(place(band(0.52, 0.02, 0.03, kit.metal, TAU, 'halo'), [0, 0.35, 0.06]));
    return upright(g, 0.35);
  },
  'ganesha-coin': (kit) => {
    const g = group('coin-piece', coinBlank(kit));
    g.add(place(mesh(new SphereGeometry(0.35, 24, 16).scale(1, 1, 0.3), kit.satin, 'head'), [0, 0.25, 0.06]));
    for (const x of [-0.42, 0.42]) g.add(place(mesh(new SphereGeometry(0.3, 24, 16).scale(0.8, 1, 0.2), kit.satin, 'ear'), [x, 0.3, 0.05]));
    const trunk = new CatmullRomCurve3([new Vector3(0, 0.05, 0.09), new Vector3(-0.05, -0.35, 0.09), new Vector3(0.12, -0.65, 0.09), new Vector3(0.32, -0.55, 0.09)]);
    g.add(tube(trunk, 0.07, kit.satin, 'trunk'));
    return upright(g, 0.35);
  },
  'plain-coin': (kit) => {
    const g = group('coin-piece', coinBlank(kit));
    g.add(place(band(0.85, 0.015, 0.03, kit.metal, TAU, 'inner-ring'), [0, 0, 0.05]));
    g.add(place(mesh(new BoxGeometry(0.7, 0.3, 0.04), kit.satin, 'hallmark'), [0, 0, 0.06]));
    return upright(g, 0.35);
  },
  'swastik-coin': (kit) => {
    const g = group('coin-piece', coinBlank(kit));
    const arm = (x: number, y: number, w: number, h: number) => place(mesh(new BoxGeometry(w, h, 0.05), kit.satin, 'swastik'), [x, y, 0.07]);
    const l = 0.6;
    const t = 0.1;
    g.add(arm(0, 0, t, l * 2), arm(0, 0, l * 2, t), arm(l / 2, l, l, t), arm(-l, l / 2, t, l), arm(-l / 2, -l, l, t), arm(l, -l / 2, t, l));
    for (const [x, y] of [[0.3, 0.3], [-0.3, 0.3], [-0.3, -0.3], [0.3, -0.3]] as const) {
      g.add(place(mesh(new SphereGeometry(0.06, 12, 8), kit.metal, 'dot'), [x, y, 0.06]));
    }
    return upright(g, 0.35);
  },
};

// Nose pins: tiny, seen close, face toward +z with the pin behind.

function pin(kit: Kit): Object3D {
  const stem = mesh(new CylinderGeometry(0.02, 0.02, 0.6, 8), kit.metal, 'pin');
  stem.rotation.x = Math.PI / 2;
  stem.position.z = -0.3;
  return stem;
}

/** A flower nose pin's petals, each carrying one of its stones (the seventh is the centre). */
export const FLOWER_PETALS = 6;

/** A pointed petal `length` long and `width` wide, from the flower's centre along +y. */
function petalShape(length: number, width: number): Shape {
  const s = new Shape();
  s.moveTo(0, 0);
  s.bezierCurveTo(width * 0.9, length * 0.2, width * 0.7, length * 0.8, 0, length);
  s.bezierCurveTo(-width * 0.7, length * 0.8, -width * 0.9, length * 0.2, 0, 0);
  return s;
}

/** Nose pins lean back on their pins, as they are photographed, so the face is seen rather than the pin. */
const NOSE_PIN_TILT = -0.9;

const nosePins: Partial<Record<PieceKind, Builder>> = {
  'stud-nose-pin': (kit) => ({ ...upright(group('nose-pin', pin(kit), kit.stone ? faceSet(kit, 0.26, { bezel: true }) : faceStone(kit, 0.3, false)), 0.4), tilt: NOSE_PIN_TILT }),
  'solitaire-nose-pin': (kit) => ({ ...upright(group('nose-pin', pin(kit), faceSet(kit, 0.3)), 0.4), tilt: NOSE_PIN_TILT }),
  'flower-nose-pin': (kit) => {
    // Six pointed metal petals round a centre stone, a small stone on each petal: a flower, not a cluster of discs.
    const flower = new Group();
    const petals = FLOWER_PETALS;
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * TAU;
      flower.add(place(plate(petalShape(0.2, 0.085), 0.025, kit.metal, 'petal', 0.02), [0, 0, 0], [0, 0, a - Math.PI / 2]));
      if (kit.stone && kit.stoneMat && i < kit.n - 1) {
        flower.add(place(gem(kit.stone, kit.stoneMat, 0.075), [Math.cos(a) * 0.12, Math.sin(a) * 0.12, 0.03], [Math.PI / 2, 0, 0]));
      }
    }
    flower.add(place(kit.stone ? faceSet(kit, 0.13) : mesh(new SphereGeometry(0.055, 24, 16).scale(1, 1, 0.6), kit.metal, 'centre'), [0, 0, 0.03]));
    return { ...upright(group('nose-pin', pin(kit), tag(flower, 'flower')), 0.4), tilt: NOSE_PIN_TILT };
  },
  'wire-nose-pin': (kit) => {
    const wire = band(0.32, 0.022, 0.044, kit.metal, TAU * 0.85, 'wire');
    const ball = place(mesh(new SphereGeometry(0.05, 16, 12), kit.metal, 'ball'), [0, -0.32, 0]);
    return upright(group('nose-pin', wire, ball), 0.6);
  },
};

const BUILDERS: Record<PieceKind, Builder> = {
  ...rings,
  ...earrings,
  ...necklaces,
  ...pendants,
  ...bangles,
  ...bracelets,
  ...chains,
  ...mangalsutras,
  ...coins,
  ...nosePins,
} as Record<PieceKind, Builder>;

/** Builds the piece of `design`, in centimetres, centred where its builder puts it. */
export function buildPiece(design: PieceDesign): BuiltPiece {
  const build = BUILDERS[design.kind];
  if (!build) throw new Error(`No scene for ${design.kind} (${familyOf(design.kind)})`);
  const stoneMat = design.stone ? stoneMaterial(design.stone) : null;
  return build({
    design,
    metal: metalMaterial(design.metal),
    satin: metalMaterial(design.metal, 'satin'),
    stoneMat,
    stone: design.stone,
    n: design.stoneCount,
  });
}
