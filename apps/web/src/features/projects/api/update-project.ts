import { projectSchema, type UpdateProjectInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** POST /projects/{number}: the edit form, and closing or reopening the project. */
export const updateProject = (number: string, input: UpdateProjectInput) =>
  apiRequest(`/projects/${encodeURIComponent(number)}`, {
    method: 'POST',
    body: input,
    schema: projectSchema,
  });

export const useUpdateProject = (number: string, options: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(number, input),
    meta: { silent: options.silent ?? false },
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(number), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
