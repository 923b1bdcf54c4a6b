// What other modules may use from project-crews; everything else stays inside the module.
export { copyAssignments, copyCrew, copyPositions, crewIdsOfProject } from './crew-copy.repository';
export { projectCrewsRepository } from './project-crews.repository';
export { createCrew, crewsOfProject, findCrewInScope } from './project-crews.service';
