import { withTenant } from '../../db/tenant-scope';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { loadChiefAccess, loadChiefOrPlannerAccess, type CrewDayContext } from './crew-access';
import { documentContext, pdfFile } from './crew-document-context';
import { crewSheetsRepository } from './crew-sheets.repository';
import { crewChiefSheetDocument } from './crew-documents';

export const crewChiefSheetPdf = (ctx: CrewDayContext, crewId: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const access = await loadChiefOrPlannerAccess(tx, ctx, crewId);
    const document = crewChiefSheetDocument(await documentContext(tx, ctx, access));
    return pdfFile(await renderDocumentPdf(document), `crew-chief-sheet-${crewId}.pdf`);
  });

/**
 * Release (`downloaded: true`) hands the sheet to the office. There is no column for it, so the
 * release is logged as an activity on the crew.
 */
export const releaseCrewChiefSheet = (ctx: CrewDayContext, crewId: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
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
  });
