// What other modules may use from projects; everything else stays inside the module.
export { findProjectForFeed, pageOfProjects } from './projects.queries';
