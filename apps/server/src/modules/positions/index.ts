// What other modules may use from positions; everything else stays inside the module.
export { insertPosition } from './positions.queries';
export {
  createPosition,
  findPositionInScope,
  listPositions,
  positionsOfProject,
  positionVisibility,
} from './positions.service';
