import { bankTransferSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export const getBankTransfers = (payrollNumber: string) =>
  apiRequest(`/bankTransfers?payrollNumber=${encodeURIComponent(payrollNumber)}`, {
    schema: pageSchema(bankTransferSchema),
  });

export const bankTransfersQueryOptions = (payrollNumber: string) =>
  queryOptions({
    queryKey: payrollKeys.bankTransfers(payrollNumber),
    queryFn: () => getBankTransfers(payrollNumber),
  });

export const useBankTransfers = (payrollNumber: string) =>
  useQuery(bankTransfersQueryOptions(payrollNumber));
