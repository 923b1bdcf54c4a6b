import type { QueryClient } from '@tanstack/react-query';
import { trainingsQueryOptions } from '@/features/trainings/api/get-trainings';
import { TrainingsPage } from '@/features/trainings/components/trainings-page';

export const Component = TrainingsPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(trainingsQueryOptions());
