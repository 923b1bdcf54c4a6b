import { payrollItemSchema, type DeclinePayrollItemInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePayrollItemMutation } from './payroll-item-mutation';

export const declinePayrollItem = (id: number, input: DeclinePayrollItemInput) =>
  apiRequest(`/payrollItems/${id}/decline`, {
    method: 'POST',
    body: input,
    schema: payrollItemSchema,
  });

export const useDeclinePayrollItem = (id: number) =>
  usePayrollItemMutation(id, (input: DeclinePayrollItemInput) => declinePayrollItem(id, input));
