import { staffContractSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contractKeys, type ContractListState } from './contract-keys';

export const getStaffContracts = (state: ContractListState) =>
  apiRequest(`/staffContracts?state=${state}`, { schema: z.array(staffContractSchema) });

export const staffContractsQueryOptions = (state: ContractListState) =>
  queryOptions({
    queryKey: contractKeys.list(state),
    queryFn: () => getStaffContracts(state),
  });

export const useStaffContracts = (state: ContractListState) =>
  useQuery(staffContractsQueryOptions(state));
