// What other modules may use from project-crews; everything else stays inside the module.
export {
  copyAssignments,
  copyCrew,
  copyPositions,
  crewIdsOfProject,
  findCrewById,
  insertCrew,
  listCrewsOfProject,
} from './project-crews.queries';
export { createCrew, crewsOfProject, findCrewInScope } from './project-crews.service';
