import { projectSchema, type CreateProjectInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const createProject = (input: CreateProjectInput) =>
  apiRequest('/projects', { method: 'POST', body: input, schema: projectSchema });

export const useCreateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // The form shows field errors itself.
    meta: { silent: true },
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.number), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
