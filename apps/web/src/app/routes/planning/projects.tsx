import type { QueryClient } from '@tanstack/react-query';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { NewLocationProvider } from '@/features/projects/components/project-form/new-location-slot';
import { ProjectsPage } from '@/features/projects/components/projects-page';
import { defaultFilters, listParamsOf } from '@/features/projects/lib/project-filters';
import { useRight } from '@/lib/use-right';
import { newLocationDialog } from './new-location-dialog';

export const Component = () => (
  <NewLocationProvider value={newLocationDialog}>
    <ProjectsPage canCreate={useRight('projects', 'CREATE')} />
  </NewLocationProvider>
);

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(projectsQueryOptions(listParamsOf(defaultFilters)));
