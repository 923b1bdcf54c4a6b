import { assignmentsRepository } from './assignments.repository';

/** The assignments of a project, crew or position, as the planning lists them. */
export const listAssignments = assignmentsRepository.list;
