// What other modules may use from assignments; everything else stays inside the module.
export { listAssignments } from './assignments.queries';
export { crewBookingOfProject, crewProfileOnProject } from './assignments.service';
