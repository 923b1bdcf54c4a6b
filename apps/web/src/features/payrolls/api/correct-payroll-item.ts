import { payrollItemSchema, type UpdatePayrollItemInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePayrollItemMutation } from './payroll-item-mutation';

/** POST /payrollItems/{id}: the office corrects a line; a declined one becomes corrected. */
export const correctPayrollItem = (id: number, input: UpdatePayrollItemInput) =>
  apiRequest(`/payrollItems/${id}`, { method: 'POST', body: input, schema: payrollItemSchema });

export const useCorrectPayrollItem = (id: number) =>
  usePayrollItemMutation(id, (input: UpdatePayrollItemInput) => correctPayrollItem(id, input));
