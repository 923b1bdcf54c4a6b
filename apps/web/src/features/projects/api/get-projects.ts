import { pageSchema, projectSchema, type ProjectState, type projectTabs } from '@crewhub/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { projectKeys } from './project-keys';

export type ProjectListParams = {
  tab?: (typeof projectTabs)[number];
  scope?: 'all' | 'my';
  closed?: boolean;
  state?: ProjectState;
  q?: string;
};

const projectPageSchema = pageSchema(projectSchema);
/** A screenful of cards; more load on request, page by page. */
export const projectPageSize = 50;

export const getProjects = (params: ProjectListParams, page = 1) =>
  apiRequest(`/projects${queryString({ ...params, page, limit: projectPageSize })}`, {
    schema: projectPageSchema,
  });

export const projectsQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam }) => getProjects(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { silent: true },
  });

export const useProjects = (params: ProjectListParams) =>
  useInfiniteQuery(projectsQueryOptions(params));
