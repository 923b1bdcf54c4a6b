import type { RequestContext } from '../../lib/request-context';
import { documentTexts } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { pdfFile } from '../crew-day';
import { readStoredFile, storeFile } from '../files';
import { timeZoneOfPerson } from '../jobs';
import { documentLanguageFor } from '../project-exports';
import { findPayroll } from './payroll-access';
import { payrollItemsRepository } from './payroll-items.repository';
import { payrollsRepository } from './payrolls.repository';
import { payslipDocument } from './payslip-document';

/**
 * GET /payrolls/{number}/download: the payslip PDF in the reader's language. The first download
 * in a language stores it; later ones in that language get the stored copy, until a change to
 * the payroll (a correction, the confirmation) lets the next download make a new one.
 */
export const payslipPdf = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const payroll = await findPayroll(tx, ctx, number);
  const language = await documentLanguageFor(tx, tenantId, ctx.auth.claims.loginData.language);
  const filename = `payslip-${payroll.number}-${language}.pdf`;
  if (payroll.fileId !== null) {
    const stored = await readStoredFile(tx, ctx, payroll.fileId);
    if (stored.file.filename === filename) return pdfFile(stored.bytes, filename);
  }
  const bytes = await renderDocumentPdf(
    payslipDocument({
      payroll,
      items: await payrollItemsRepository.items(tx, tenantId, payroll.id),
      texts: documentTexts(language),
      language,
      timeZone: await timeZoneOfPerson(tx, tenantId, payroll.personId),
      tenantName: ctx.tenant.name,
      now: ctx.clock.now(),
    }),
  );
  const file = await storeFile(tx, ctx, { bytes, filename, contentType: 'application/pdf' });
  await payrollsRepository.setFile(tx, tenantId, payroll.id, file.id);
  return pdfFile(bytes, filename);
};
