import { staffContractDetailSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

export const getStaffContract = (id: number) =>
  apiRequest(`/staffContracts/${id}`, { schema: staffContractDetailSchema });

export const staffContractQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => getStaffContract(id),
    // The accounts move with every sign-off; always ask again when the screen opens.
    staleTime: 0,
    meta: { silent: true },
  });

export const useStaffContract = (id: number) => useQuery(staffContractQueryOptions(id));
