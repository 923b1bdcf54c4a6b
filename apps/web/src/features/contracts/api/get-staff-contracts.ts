import { staffContractSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { contractKeys, type ContractListState } from './contract-keys';

/** GET /staffContracts: mine, or everybody's for the office (of one person when named). */
export const getStaffContracts = (state: ContractListState, personId?: number) =>
  apiRequest(`/staffContracts${queryString({ state, personId })}`, {
    schema: z.array(staffContractSchema),
  });

export const staffContractsQueryOptions = (state: ContractListState, personId?: number) =>
  queryOptions({
    queryKey: contractKeys.list(state, personId),
    queryFn: () => getStaffContracts(state, personId),
  });

export const useStaffContracts = (state: ContractListState, personId?: number) =>
  useQuery(staffContractsQueryOptions(state, personId));
