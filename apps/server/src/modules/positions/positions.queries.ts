import { positionsRepository } from './positions.repository';

/** Writes a position; projects create the first one with a new project. Returns its id. */
export const insertPosition = positionsRepository.insert;
