import type { QueryClient } from '@tanstack/react-query';
import { crewInfoQueryOptions } from '@/features/crew-info/api/get-crew-info';
import { CrewInfoPage } from '@/features/crew-info/components/crew-info-page';

export const Component = CrewInfoPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(crewInfoQueryOptions);
