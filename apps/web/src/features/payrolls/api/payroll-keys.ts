import type { PayrollStatus } from '@crewhub/shared';

export const payrollKeys = {
  all: ['payrolls'] as const,
  lists: () => [...payrollKeys.all, 'list'] as const,
  list: (personId: number, status: PayrollStatus | null) =>
    [...payrollKeys.lists(), personId, status ?? 'all'] as const,
  detail: (number: string) => [...payrollKeys.all, 'detail', number] as const,
  items: (number: string) => [...payrollKeys.all, 'items', number] as const,
  item: (id: number) => [...payrollKeys.all, 'item', id] as const,
  itemActivities: (id: number) => [...payrollKeys.all, 'item-activities', id] as const,
  payslip: (number: string) => [...payrollKeys.all, 'payslip', number] as const,
  bankTransfers: (number: string) => [...payrollKeys.all, 'bank-transfers', number] as const,
  publicList: (token: string) => [...payrollKeys.all, 'public', token] as const,
  publicDetail: (token: string, number: string) =>
    [...payrollKeys.all, 'public', token, number] as const,
};
