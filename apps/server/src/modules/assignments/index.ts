// What other modules may use from assignments; everything else stays inside the module.
export { assignmentsRepository } from './assignments.repository';
export { crewBookingOfProject, crewProfileOnProject } from './assignments.service';
