import type { OngoingProject } from '@crewhub/shared';
import { paths } from '@/config/paths';

/**
 * Where an ongoing project on home leads: the project page for those who may read projects,
 * else the person's own job on it or the crew they lead (crew hold no projects READ).
 */
export const ongoingProjectHref = (project: OngoingProject, canReadProjects: boolean): string => {
  if (canReadProjects) return paths.project.getHref({ number: project.number });
  const id = String(project.via.id);
  return project.via.kind === 'job' ? paths.job.getHref({ id }) : paths.crew.getHref({ id });
};
