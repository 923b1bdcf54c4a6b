import { staffContractDocumentSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

export const getStaffContractDocuments = (id: number) =>
  apiRequest(`/staffContracts/${id}/documents`, { schema: z.array(staffContractDocumentSchema) });

export const staffContractDocumentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.documents(id),
    queryFn: () => getStaffContractDocuments(id),
    meta: { silent: true },
  });

export const useStaffContractDocuments = (id: number) =>
  useQuery(staffContractDocumentsQueryOptions(id));
