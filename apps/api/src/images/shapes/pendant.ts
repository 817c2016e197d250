import { alongQuadratic, chainLinks } from './chain-links';
import { pendantBody } from './necklace';
import type { Shape, ShapeContext } from './shape';

/** A pendant close up: a fine chain running in from the top and a large pendant. */
export function drawPendant(ctx: ShapeContext): Shape {
  const { rng } = ctx;
  const bailY = rng.range(320, 380);
  const spread = rng.range(200, 280);
  const size = rng.range(9, 12);
  const style = rng.pick(['cable', 'rope'] as const);
  const left = alongQuadratic({ x: 500 - spread, y: 40 }, { x: 470, y: bailY * 0.75 }, { x: 500, y: bailY }, 22);
  const right = alongQuadratic({ x: 500, y: bailY }, { x: 530, y: bailY * 0.75 }, { x: 500 + spread, y: 40 }, 22);
  const body = pendantBody(500, bailY, rng.range(1.7, 2.1), ctx);
  return { svg: chainLinks(left, size, style, ctx) + chainLinks(right, size, style, ctx) + body.svg, focus: body.focus, mount: 'neck' };
}
