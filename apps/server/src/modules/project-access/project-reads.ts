import { projectScopeRepository } from './project-scope.repository';

/** A login's contact (id and company) by contact number; null when unknown. */
export const contactByNumber = projectScopeRepository.contactByNumber;

/** The id of a project the scope may see, by number; null when unknown or out of scope. */
export const projectIdInScope = projectScopeRepository.projectIdInScope;
