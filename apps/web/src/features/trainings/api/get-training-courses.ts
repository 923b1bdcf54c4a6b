import { trainingCourseSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { trainingKeys } from './training-keys';

export const trainingCoursesQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.courses(),
    queryFn: () => apiRequest('/trainingCourses', { schema: z.array(trainingCourseSchema) }),
  });

export const useTrainingCourses = () => useQuery(trainingCoursesQueryOptions());
