import type { RequestContext } from '../../lib/request-context';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { loadChiefAccess, loadChiefOrPlannerAccess } from './crew-access';
import { documentContext, pdfFile } from './crew-document-context';
import { crewSheetsRepository } from './crew-sheets.repository';
import { crewChiefSheetDocument } from './crew-documents';

export const crewChiefSheetPdf = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  const access = await loadChiefOrPlannerAccess(tx, ctx, crewId);
  const document = crewChiefSheetDocument(await documentContext(tx, ctx, access));
  return pdfFile(await renderDocumentPdf(document), `crew-chief-sheet-${crewId}.pdf`);
};

/**
 * Release (`downloaded: true`) hands the sheet to the office. There is no column for it, so the
 * release is logged as an activity on the crew.
 */
export const releaseCrewChiefSheet = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  await loadChiefAccess(tx, ctx, crewId);
  const releasedAt = ctx.clock.now();
  await crewSheetsRepository.logRelease(tx, {
    tenantId: ctx.tenant.id,
    crewId,
    loginId: ctx.auth.loginId,
    personId: ctx.auth.personId,
    at: releasedAt,
  });
  return { releasedAt: releasedAt.toISOString() };
};
