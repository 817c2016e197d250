import type { MetalTone, Stone } from '../svg/palette';
import type { Point } from '../svg/primitives';
import type { Random } from '../../random';

/** What a shape drawer gets: the product's own random source (stable across views), its metal and stone. */
export interface ShapeContext {
  rng: Random;
  tone: MetalTone;
  stone: Stone | null;
}

/** How a piece is worn, which decides the display prop of the "on display" view. */
export type ShapeMount = 'neck' | 'tray';

/** A drawn piece in the 1000 × 1000 space, roughly inside 100…900. */
export interface Shape {
  svg: string;
  /** Where the close-up view zooms in: the main stone or the most detailed part. */
  focus: Point;
  mount: ShapeMount;
}

/** Draws one kind of piece. */
export type ShapeDrawer = (ctx: ShapeContext) => Shape;
