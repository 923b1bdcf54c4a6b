import type { InvoiceStatus } from './invoice.schema';

/** What is stored; `unpaid` is never stored but read from the due date (invoiceStatusOn). */
export const storedInvoiceStatuses = ['design', 'released', 'paid'] as const;
export type StoredInvoiceStatus = (typeof storedInvoiceStatuses)[number];

/** A released invoice whose due date has passed (before today) is unpaid. */
export const invoiceStatusOn = (
  stored: StoredInvoiceStatus,
  dueDate: string,
  today: string,
): InvoiceStatus => (stored === 'released' && dueDate < today ? 'unpaid' : stored);

/** Only designs change: once released, the client holds the same invoice as the office. */
export const canEditInvoice = (status: InvoiceStatus): boolean => status === 'design';
export const canReleaseInvoice = (status: InvoiceStatus): boolean => status === 'design';
export const canMarkInvoicePaid = (status: InvoiceStatus): boolean =>
  status === 'released' || status === 'unpaid';

/** What the office may do next, for the detail screen's buttons. */
export const invoiceActions = (status: InvoiceStatus) => ({
  edit: canEditInvoice(status),
  release: canReleaseInvoice(status),
  markPaid: canMarkInvoicePaid(status),
});

/** INV-2026-0007: the tenant's sequence within the year, without gaps. */
export const invoiceNumber = (year: number, sequence: number): string =>
  `INV-${year}-${String(sequence).padStart(4, '0')}`;

/** The invoice flow's own history entries; screens word them by category. */
export const invoiceActivityEvents = ['created', 'changed', 'released', 'mailed', 'paid'] as const;
export type InvoiceActivityEvent = (typeof invoiceActivityEvents)[number];

export const invoiceActivityCategory = (event: InvoiceActivityEvent): string => `invoice.${event}`;

export const invoiceActivityEventOf = (category: string | null): InvoiceActivityEvent | null =>
  invoiceActivityEvents.find((event) => category === invoiceActivityCategory(event)) ?? null;
