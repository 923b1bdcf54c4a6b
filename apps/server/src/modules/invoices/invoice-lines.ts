import {
  invoiceAmounts,
  invoiceLineNetCents,
  type InvoiceItem,
  type InvoiceItemValues,
} from '@crewhub/shared';
import type { InvoiceItemInsert, InvoiceItemRow } from './invoice-items.repository';

/** Lines as stored: numbered in order, each with its net amount. */
export const toItemInserts = (lines: InvoiceItemValues[]): InvoiceItemInsert[] =>
  lines.map((line, index) => ({
    ...line,
    position: index + 1,
    netCents: invoiceLineNetCents(line),
  }));

/** Net, tax and total of the invoice from its stored lines. */
export const amountsOf = (lines: Pick<InvoiceItemInsert, 'netCents' | 'taxRateBasisPoints'>[]) => {
  const { netCents, taxCents, totalCents } = invoiceAmounts(lines);
  return { netCents, taxCents, totalCents };
};

export const toInvoiceItem = (row: InvoiceItemRow): InvoiceItem => ({
  id: row.id,
  position: row.position,
  description: row.description,
  chargeKind: row.chargeKind,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  taxRateBasisPoints: row.taxRateBasisPoints,
  netCents: row.netCents,
});
