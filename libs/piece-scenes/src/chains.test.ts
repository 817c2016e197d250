import { describe, expect, it } from 'vitest';
import { Box3, InstancedMesh, Matrix4, Vector3 } from 'three';
import { PIECE_KINDS, type PieceKind, designOf } from './designs';
import { partsNamed } from './parts';
import { buildPiece } from './pieces';

const chains = (Object.keys(PIECE_KINDS) as PieceKind[]).filter((kind) => PIECE_KINDS[kind].family === 'chain');

/** The chain's width: twice the farthest any link reaches from the line it runs along, at its largest link. */
function chainWidth(links: InstancedMesh): number {
  const position = links.geometry.getAttribute('position');
  let reach = 0;
  for (let i = 0; i < position.count; i++) reach = Math.max(reach, Math.hypot(position.getY(i), position.getZ(i)));
  const matrix = new Matrix4();
  let scale = 0;
  for (let i = 0; i < links.count; i++) {
    links.getMatrixAt(i, matrix);
    scale = Math.max(scale, new Vector3().setFromMatrixScale(matrix).x);
  }
  return 2 * reach * scale;
}

describe('chains', () => {
  it('are all drawn', () => expect(chains).toHaveLength(6));

  it.each(chains)('%s is at least a twentieth of its picture wide, so it reads as a chain in a 160 px tile', (kind) => {
    const piece = buildPiece(designOf(PIECE_KINDS[kind].styles[0] as string, 'yellow-gold', null)).object;
    const links = partsNamed(piece, 'links')[0];
    expect(links).toBeInstanceOf(InstancedMesh);
    const size = new Box3().setFromObject(piece, true).getSize(new Vector3());
    expect(chainWidth(links as InstancedMesh) / Math.max(size.x, size.y)).toBeGreaterThanOrEqual(1 / 20);
  });
});
