import { staffContractSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

/** GET /persons/{id}/staffContracts: every contract of one person, newest first. */
export const getPersonContracts = (personId: number) =>
  apiRequest(`/persons/${personId}/staffContracts`, { schema: z.array(staffContractSchema) });

export const personContractsQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: contractKeys.ofPerson(personId),
    queryFn: () => getPersonContracts(personId),
  });

export const usePersonContracts = (personId: number) =>
  useQuery(personContractsQueryOptions(personId));
