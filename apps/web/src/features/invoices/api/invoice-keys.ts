import type { InvoiceFilter, InvoiceListQuery } from '@crewhub/shared';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: Partial<InvoiceListQuery>) => [...invoiceKeys.lists(), query] as const,
  totals: (filter: InvoiceFilter) => [...invoiceKeys.all, 'totals', filter] as const,
  filterOptions: (companyId: number | null) =>
    [...invoiceKeys.all, 'filter-options', companyId] as const,
  detail: (number: string) => [...invoiceKeys.all, 'detail', number] as const,
  items: (number: string) => [...invoiceKeys.all, 'items', number] as const,
  documents: (number: string) => [...invoiceKeys.all, 'documents', number] as const,
  activities: (number: string) => [...invoiceKeys.all, 'activities', number] as const,
  companies: () => [...invoiceKeys.all, 'companies'] as const,
  projects: (companyId: number) => [...invoiceKeys.all, 'projects', companyId] as const,
  contacts: (companyId: number) => [...invoiceKeys.all, 'contacts', companyId] as const,
  taxTypes: () => [...invoiceKeys.all, 'taxTypes'] as const,
  chargeTypes: () => [...invoiceKeys.all, 'chargeTypes'] as const,
};
