import { companySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

/** The client companies a planner may give a membership crew to (GET /companies). */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: membershipCrewKeys.companies(),
    queryFn: async () =>
      (await apiRequest('/companies', { schema: pageSchema(companySchema) })).items,
    staleTime: 5 * 60_000,
  });

export const useCompanies = (enabled: boolean) => useQuery({ ...companiesQueryOptions(), enabled });
