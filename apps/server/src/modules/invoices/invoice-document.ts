import type { Language } from '@crewhub/shared';
import { invoiceAmounts } from '@crewhub/shared';
import { documentAmount } from '../../lib/i18n/document-amount';
import { fill, type DocumentTexts } from '../../lib/i18n/document-texts';
import type { PdfDocumentInput } from '../../lib/pdf/document-pdf';
import type { InvoiceItemRow } from './invoice-items.repository';
import type { InvoiceRow } from './invoices.repository';

type InvoicePdf = {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  texts: DocumentTexts;
  language: Language;
  tenantName: string;
  now: Date;
};

const percent = (language: Language, basisPoints: number) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

/** The invoice as the client reads it: header, lines, VAT per rate and the total due. */
export const invoiceDocument = (pdf: InvoicePdf): PdfDocumentInput => {
  const { invoice, texts, language } = pdf;
  const words = texts.invoice;
  const amount = (cents: number) => documentAmount(language, cents);
  const quantity = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const { taxes, netCents, totalCents } = invoiceAmounts(pdf.items);
  const header = [
    `${words.invoiceDate}: ${invoice.invoiceDate}`,
    `${words.dueDate}: ${invoice.dueDate}`,
    ...(invoice.clientReference ? [`${words.reference}: ${invoice.clientReference}`] : []),
    ...(invoice.projectNumber
      ? [`${words.project}: ${invoice.projectNumber} ${invoice.projectName ?? ''}`]
      : []),
    ...(invoice.title ? [`${words.subject}: ${invoice.title}`] : []),
    ...(invoice.startDate && invoice.endDate
      ? [
          `${words.period}: ${fill(texts.report.periodRange, { from: invoice.startDate, to: invoice.endDate })}`,
        ]
      : []),
  ];
  const title = invoice.type === 'credit_note' ? words.creditNoteTitle : words.title;
  return {
    title: fill(title, { number: invoice.number }),
    subtitle: pdf.tenantName,
    sections: [
      {
        heading: `${words.client}: ${invoice.companyName}`,
        lines: [...(invoice.contactName ? [invoice.contactName] : []), ...header],
      },
      {
        heading: words.description,
        table: {
          columns: [words.description, words.quantity, words.unitPrice, words.vatRate, texts.total],
          widths: [3.6, 1, 1.4, 1, 1.4],
          rows: [
            ...pdf.items.map((item) => [
              `${item.description} (${item.chargeTypeName})`,
              quantity.format(item.quantity),
              amount(item.unitPriceCents),
              percent(language, item.taxRateBasisPoints),
              amount(item.netCents),
            ]),
            ['', '', '', words.net, amount(netCents)],
            // One row per tax type, named as the tenant names it ("VAT reverse charge").
            ...taxes.map((tax) => [
              tax.taxTypeName,
              '',
              '',
              fill(words.vat, { rate: percent(language, tax.taxRateBasisPoints) }),
              amount(tax.taxCents),
            ]),
            ['', '', '', words.totalDue, amount(totalCents)],
          ],
        },
      },
    ],
    footer: fill(words.footer, {
      tenant: pdf.tenantName,
      number: invoice.number,
      time: pdf.now.toISOString().slice(0, 16).replace('T', ' '),
    }),
    createdAt: pdf.now,
  };
};
