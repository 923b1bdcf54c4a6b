import type { ReceiptStatus } from '@crewhub/shared';

export type ReceiptFilter = { status: ReceiptStatus | null; mine: boolean };

export const receiptKeys = {
  all: ['receipts'] as const,
  lists: () => [...receiptKeys.all, 'list'] as const,
  list: (filter: ReceiptFilter) =>
    [...receiptKeys.lists(), filter.status ?? 'all', filter.mine] as const,
  detail: (number: string) => [...receiptKeys.all, 'detail', number] as const,
  activities: (number: string) => [...receiptKeys.all, 'activities', number] as const,
  types: () => [...receiptKeys.all, 'types'] as const,
  projects: () => [...receiptKeys.all, 'projects'] as const,
  templates: (companyId: number) => [...receiptKeys.all, 'templates', companyId] as const,
};
