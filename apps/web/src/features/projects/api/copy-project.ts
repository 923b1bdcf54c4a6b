import { projectSchema, type CopyProjectInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const copyProject = (number: string, input: CopyProjectInput) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/copy`, {
    method: 'POST',
    body: input,
    schema: projectSchema,
  });

export const useCopyProject = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyProjectInput) => copyProject(number, input),
    onSuccess: (copy) => {
      queryClient.setQueryData(projectKeys.detail(copy.number), copy);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
