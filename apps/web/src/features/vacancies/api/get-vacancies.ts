import { pageSchema, vacancySchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vacancyKeys } from './vacancy-keys';

const vacancyPageSchema = pageSchema(vacancySchema);

export const getVacancies = () => apiRequest('/vacancies', { schema: vacancyPageSchema });

export const vacanciesQueryOptions = queryOptions({
  queryKey: vacancyKeys.list(),
  queryFn: getVacancies,
  // Bookings elsewhere change what I may apply for.
  staleTime: 0,
  meta: { silent: true },
});

export const useVacancies = () => useQuery(vacanciesQueryOptions);
