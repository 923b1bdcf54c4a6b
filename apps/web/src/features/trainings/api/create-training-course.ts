import { trainingCourseSchema, type CreateTrainingCourseInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trainingKeys } from './training-keys';

export const createTrainingCourse = (input: CreateTrainingCourseInput) =>
  apiRequest('/trainingCourses', { method: 'POST', body: input, schema: trainingCourseSchema });

export const useCreateTrainingCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainingCourse,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.courses() }),
  });
};
