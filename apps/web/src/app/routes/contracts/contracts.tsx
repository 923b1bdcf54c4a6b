import type { QueryClient } from '@tanstack/react-query';
import { staffContractsQueryOptions } from '@/features/contracts/api/get-staff-contracts';
import { ContractsPage } from '@/features/contracts/components/contracts-page';

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(staffContractsQueryOptions('active'));

export const Component = ContractsPage;
