import { projectRowsRepository, projectsRepository } from './projects.repository';

/** A page of the projects the scope may see, filtered as the projects list is. */
export const pageOfProjects = projectsRepository.list;

/** The calendar feed's project by number, with its token (compared by the caller). */
export const findProjectForFeed = projectRowsRepository.byNumberForFeed;
