import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { payrollKeys } from './payroll-keys';

/** The payslip PDF in the reader's language (GET /payrolls/{number}/download). */
export const getPayslip = (number: string) =>
  apiBlob(`/payrolls/${encodeURIComponent(number)}/download`);

export const payslipFilename = (number: string) => `payslip-${number}.pdf`;

export const payslipQueryOptions = (number: string) =>
  queryOptions({
    queryKey: payrollKeys.payslip(number),
    queryFn: () => getPayslip(number),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayslip = (number: string) => useQuery(payslipQueryOptions(number));

/** Fetches a payslip and saves it straight away (the payslips list). */
export const useSavePayslip = () =>
  useMutation({
    mutationFn: async (number: string) =>
      saveBlob(await getPayslip(number), payslipFilename(number)),
  });
