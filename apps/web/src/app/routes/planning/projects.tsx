import type { QueryClient } from '@tanstack/react-query';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { ProjectsPage } from '@/features/projects/components/projects-page';
import { defaultFilters, listParamsOf } from '@/features/projects/lib/project-filters';
import { useRight } from '@/lib/use-right';

export const Component = () => <ProjectsPage canCreate={useRight('projects', 'CREATE')} />;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(projectsQueryOptions(listParamsOf(defaultFilters)));
