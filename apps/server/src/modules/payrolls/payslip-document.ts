import { localDateOf, type Language } from '@crewhub/shared';
import { documentAmount } from '../../lib/i18n/document-amount';
import { fill, type DocumentTexts } from '../../lib/i18n/document-texts';
import type { PdfDocumentInput } from '../../lib/pdf/document-pdf';
import type { PayrollItemRecord } from './payroll-items.repository';
import type { PayrollRow } from './payrolls.repository';

type Payslip = {
  payroll: PayrollRow;
  items: PayrollItemRecord[];
  texts: DocumentTexts;
  language: Language;
  /** The crew member's time zone: lines show the days they worked. */
  timeZone: string;
  tenantName: string;
  now: Date;
};

const lineDate = (item: PayrollItemRecord, timeZone: string): string =>
  item.beginAt ? localDateOf(new Date(item.beginAt), timeZone) : '';

/** The payslip of a payroll, in the reader's language: header lines, the lines, the total. */
export const payslipDocument = (payslip: Payslip): PdfDocumentInput => {
  const { payroll, texts, language, timeZone } = payslip;
  const words = texts.payslip;
  const amount = (cents: number) => documentAmount(language, cents);
  const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const header = [
    `${texts.report.period}: ${fill(texts.report.periodRange, { from: payroll.periodStart, to: payroll.periodEnd })}`,
    `${texts.columns.status}: ${words.status[payroll.status]}`,
    ...(payroll.paymentDate ? [`${words.paymentDate}: ${payroll.paymentDate}`] : []),
    ...(payroll.confirmedAt
      ? [`${words.confirmedAt}: ${localDateOf(payroll.confirmedAt, timeZone)}`]
      : []),
  ];
  return {
    title: fill(words.title, { number: payroll.number }),
    subtitle: payslip.tenantName,
    sections: [
      { heading: `${words.employee}: ${payroll.personName}`, lines: header },
      {
        heading: words.lines,
        table: {
          columns: [
            texts.columns.date,
            words.description,
            words.hours,
            texts.columns.rate,
            words.addOn,
            texts.total,
          ],
          widths: [1.1, 3.5, 0.8, 1.4, 1.4, 1.3],
          rows: [
            ...payslip.items.map((item) => [
              lineDate(item, timeZone),
              item.status === 'open'
                ? item.description
                : `${item.description} (${words.itemStatus[item.status]})`,
              hours.format(item.hours),
              amount(item.rateCents),
              amount(item.addOnCents),
              amount(item.totalCents),
            ]),
            ['', texts.total, '', '', '', amount(payroll.totalCents)],
          ],
        },
      },
    ],
    footer: fill(words.footer, {
      tenant: payslip.tenantName,
      number: payroll.number,
      time: payslip.now.toISOString().slice(0, 16).replace('T', ' '),
    }),
    createdAt: payslip.now,
  };
};
