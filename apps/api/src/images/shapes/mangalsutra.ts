import { roundStone } from '../svg/gem';
import { n } from '../svg/primitives';
import { alongQuadratic, beads } from './chain-links';
import type { Shape, ShapeContext } from './shape';

const BLACK_BEAD = '#15151A';

/** Black-bead strands with gold beads between them and a gold pendant (two vati cups or a disc). */
export function drawMangalsutra(ctx: ShapeContext): Shape {
  const { rng, stone, tone } = ctx;
  const spread = rng.range(330, 390);
  const depth = rng.range(560, 620);
  const every = rng.int(5, 9);
  const fill = (i: number): string => (i % every === 0 ? 'url(#m-rad)' : BLACK_BEAD);
  const outer = alongQuadratic({ x: 500 - spread, y: 100 }, { x: 500, y: depth * 2 - 100 }, { x: 500 + spread, y: 100 }, 74);
  const inner = alongQuadratic({ x: 530 - spread, y: 100 }, { x: 500, y: depth * 2 - 190 }, { x: 470 + spread, y: 100 }, 68);
  let svg = beads(inner, 9, fill) + beads(outer, 10, fill);
  const y = depth + 60;
  svg += `<rect x="488" y="${n(depth - 8)}" width="24" height="44" rx="8" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="2"/>`;
  if (rng.chance(0.5)) {
    for (const x of [452, 548]) {
      svg += `<circle cx="${x}" cy="${n(y)}" r="46" fill="url(#m-rad)" stroke="${tone.deep}" stroke-width="3"/>`;
      svg += `<circle cx="${x}" cy="${n(y)}" r="30" fill="none" stroke="${tone.shade}" stroke-width="4" stroke-dasharray="5 5"/>`;
    }
  } else {
    svg += `<circle cx="500" cy="${n(y + 20)}" r="72" fill="url(#m-lin)" stroke="${tone.deep}" stroke-width="3"/>`;
    svg += `<circle cx="500" cy="${n(y + 20)}" r="56" fill="none" stroke="${tone.highlight}" stroke-opacity="0.7" stroke-width="5"/>`;
    if (stone !== null) svg += roundStone(500, y + 20, 30, stone);
  }
  return { svg, focus: { x: 500, y }, mount: 'neck' };
}
