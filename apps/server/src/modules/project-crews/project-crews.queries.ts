import { projectCrewsRepository } from './project-crews.repository';

// Copies of crews, positions and assignments run inside the project and position flows.
export { copyAssignments, copyCrew, copyPositions, crewIdsOfProject } from './crew-copy.repository';

/** A project's crews by date and shift. */
export const listCrewsOfProject = projectCrewsRepository.listByProject;

/** A crew the scope may see; null when unknown or out of scope. */
export const findCrewById = projectCrewsRepository.findById;

/** Writes a crew; projects create the first one with a new project. Returns its id. */
export const insertCrew = projectCrewsRepository.insert;
