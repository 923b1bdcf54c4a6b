// What other modules may use from projects; everything else stays inside the module.
export { projectRowsRepository, projectsRepository } from './projects.repository';
