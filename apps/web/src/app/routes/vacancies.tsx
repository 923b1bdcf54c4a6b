import type { QueryClient } from '@tanstack/react-query';
import { vacanciesQueryOptions } from '@/features/vacancies/api/get-vacancies';
import { VacanciesPage } from '@/features/vacancies/components/vacancies-page';

export const Component = VacanciesPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(vacanciesQueryOptions);
