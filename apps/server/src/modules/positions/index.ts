// What other modules may use from positions; everything else stays inside the module.
export { positionsRepository } from './positions.repository';
export {
  createPosition,
  findPositionInScope,
  listPositions,
  positionsOfProject,
  positionVisibility,
} from './positions.service';
