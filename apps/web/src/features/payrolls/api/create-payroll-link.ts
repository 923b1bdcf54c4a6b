import { payrollLinkSchema, type PayrollLinkInput } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createPayrollLink = (number: string, input: PayrollLinkInput) =>
  apiRequest(`/payrolls/${encodeURIComponent(number)}/publicLink`, {
    method: 'POST',
    body: input,
    schema: payrollLinkSchema,
  });

/** The office shares a person's payrolls with them through a link (30 days), maybe by mail. */
export const useCreatePayrollLink = (number: string) =>
  useMutation({ mutationFn: (input: PayrollLinkInput) => createPayrollLink(number, input) });
