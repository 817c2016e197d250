export {
  PIECE_KINDS,
  PIECE_VIEWS,
  designKey,
  designOf,
  familyOf,
  kindOfStyle,
  pieceImagePath,
  type PieceDesign,
  type PieceFamily,
  type PieceKind,
  type PieceMetal,
  type PieceStone,
  type PieceView,
} from './designs';
export { METAL_REFLECTANCE } from './materials';
export { countStones, partsNamed } from './parts';
export { buildPieceScene, type PieceScene } from './scene';
export { applyStudioEnvironment, createPieceRenderer } from './studio';
export { mountPieceViewer, type PieceViewer, type PieceViewerOptions } from './viewer';
