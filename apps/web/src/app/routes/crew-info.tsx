import type { QueryClient } from '@tanstack/react-query';
import { crewInfoQueryOptions } from '@/features/crew-info/api/get-crew-info';
import { CrewInfoPage } from '@/features/crew-info/components/crew-info-page';
import { i18n } from '@/lib/i18n';

export const Component = CrewInfoPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(crewInfoQueryOptions(i18n.language));
