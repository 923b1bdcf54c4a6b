import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions } from '@/features/companies/api/get-companies';
import { CompaniesPage } from '@/features/companies/components/companies-page';

export const Component = CompaniesPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(companiesQueryOptions('', 1));
