// Which projects a caller may see and act on. Low in the module graph on purpose: most
// modules check project scope, so it may depend on no module but the data layer.
export { contactByNumber, projectIdInScope } from './project-reads';
export {
  findProjectByNumber,
  projectScopeCondition,
  projectsJsonArray,
  selectProjects,
} from './project-access.queries';
export { findProjectInScope } from './project-lookup';
export {
  projectEditGrants,
  projectReadGrants,
  resolveScope,
  seesInternals,
  type ProjectScope,
} from './project-scope';
