import type { InvoiceFilter } from '@crewhub/shared';
import { documentTexts } from '../../lib/i18n/document-texts';
import type { RequestContext } from '../../lib/request-context';
import { buildSheet, documentLanguageFor, type SheetColumn } from '../project-exports';
import { invoiceWhere } from './invoice-access';
import { invoicesRepository, type InvoiceRow } from './invoices.repository';

/**
 * GET /invoices/export: the filtered list as XLSX with typed cells (dates as dates, amounts in
 * cents shown as euros, see buildSheet), in the reader's language.
 */
export const invoiceListSheet = async (ctx: RequestContext, filter: InvoiceFilter) => {
  const where = await invoiceWhere(ctx);
  const { items } = await invoicesRepository.list(ctx.tx, where, filter);
  const language = await documentLanguageFor(
    ctx.tx,
    ctx.tenant.id,
    ctx.auth.claims.loginData.language,
  );
  const texts = documentTexts(language);
  const words = texts.invoice;
  const money = (header: string, cents: (row: InvoiceRow) => number): SheetColumn<InvoiceRow> => ({
    header,
    width: 14,
    kind: 'money',
    value: cents,
  });
  const date = (
    header: string,
    value: (row: InvoiceRow) => string | null,
  ): SheetColumn<InvoiceRow> => ({ header, width: 12, kind: 'date', value });
  const bytes = await buildSheet<InvoiceRow>({
    sheetName: words.sheet,
    title: `${ctx.tenant.name}: ${words.sheet}`,
    columns: [
      { header: words.number, width: 16, value: (row) => row.number },
      { header: texts.columns.status, width: 12, value: (row) => words.status[row.status] },
      date(words.invoiceDate, (row) => row.invoiceDate),
      date(words.dueDate, (row) => row.dueDate),
      date(words.paidDate, (row) => row.paidDate),
      { header: words.client, width: 28, value: (row) => row.companyName },
      { header: texts.report.contact, width: 22, value: (row) => row.contactName },
      {
        header: words.project,
        width: 28,
        value: (row) => (row.projectNumber ? `${row.projectNumber} ${row.projectName}` : row.title),
      },
      money(words.net, (row) => row.netCents),
      money(words.vatAmount, (row) => row.taxCents),
      money(texts.total, (row) => row.totalCents),
    ],
    rows: items,
    totals: [
      texts.total,
      ...Array<null>(7).fill(null),
      items.reduce((sum, row) => sum + row.netCents, 0),
      items.reduce((sum, row) => sum + row.taxCents, 0),
      items.reduce((sum, row) => sum + row.totalCents, 0),
    ],
  });
  return { bytes, filename: `invoices-${where.today}.xlsx` };
};
