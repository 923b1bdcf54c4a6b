import { payrollLinkSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createPayrollLink = (number: string) =>
  apiRequest(`/payrolls/${encodeURIComponent(number)}/publicLink`, {
    method: 'POST',
    body: {},
    schema: payrollLinkSchema,
  });

/** The office shares a person's payrolls with them through a link (30 days). */
export const useCreatePayrollLink = (number: string) =>
  useMutation({ mutationFn: () => createPayrollLink(number) });
