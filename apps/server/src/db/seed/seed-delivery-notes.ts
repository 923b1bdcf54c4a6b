import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { documentTexts } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import type { FileStorage } from '../../lib/storage/storage';
import { memberStatuses } from '../../modules/crew-day/crew-access';
import { crewDayRepository } from '../../modules/crew-day/crew-day.repository';
import { deliveryNoteDocument, signatureLines } from '../../modules/crew-day/crew-documents';
import { crewContactsRepository } from '../../modules/jobs/job-detail.repository';
import type { Transaction } from '../client';
import { projectOfCrew, sameTenantRow } from '../joins';
import {
  contacts,
  deliveryNotes,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../schema';
import { recordAttendance, minutes } from './seed-attendance';
import { signaturePng } from './seed-images';
import { storeSeedFiles, type SeedFiles } from './seed-files';

/** What the contacts on site wrote when they signed, with their rating out of 5. */
const feedback = [
  { rating: 5, comment: 'Great crew, everything was ready before the doors opened.' },
  { rating: 4, comment: 'Good work. Load-out took a little longer than planned.' },
  { rating: 5, comment: 'Friendly and fast, thank you all!' },
  { rating: 3, comment: 'Two people arrived 15 minutes late; the rest was fine.' },
  { rating: 5, comment: 'Very professional, we would like the same team next time.' },
  { rating: 4, comment: null },
];

/** Past crews with people confirmed on them, newest first (not the guest project's). */
const pastCrews = (
  tx: Transaction,
  tenantId: number,
  options: { today: string; guestProjectNumber: string; limit: number },
) =>
  tx
    .select({
      id: projectCrews.id,
      contactOnSiteName: projectCrews.contactOnSiteName,
      projectContact: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
    })
    .from(projectCrews)
    .innerJoin(projects, projectOfCrew)
    .leftJoin(contacts, sameTenantRow(contacts, projects.tenantId, projects.contactId))
    .where(
      and(
        eq(projectCrews.tenantId, tenantId),
        lt(projectCrews.date, options.today),
        isNull(projects.internalKind),
        eq(projects.state, 'confirmed'),
        ne(projects.number, options.guestProjectNumber),
        // Crews with a named crew chief are the chief's to get signed in the demo.
        isNull(projectCrews.crewChiefPersonId),
        sql`exists (select 1 from ${projectCrewItemStatuses} s
          join ${projectCrewItems} i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          where s.tenant_id = ${projectCrews.tenantId} and i.project_crew_id = ${projectCrews.id}
          and s.status = 'confirmed')`,
      ),
    )
    .orderBy(desc(projectCrews.date), asc(projectCrews.id))
    .limit(options.limit);

/** The crew's delivery note as the app renders it, signed by `signerName` on the chief's phone. */
const signedNotePdf = async (
  tx: Transaction,
  seed: { tenantId: number; tenantName: string },
  crewId: number,
  signing: { signerName: string; signedAt: Date; rating: number; comment: string | null },
  variant: number,
) => {
  const crew = (await crewDayRepository.crew(tx, seed.tenantId, crewId))!;
  const members = (await crewDayRepository.assignments(tx, seed.tenantId, crewId)).filter((row) =>
    memberStatuses.includes(row.status),
  );
  const context = {
    access: { crew, role: 'chief' as const, members, own: [] },
    contacts: await crewContactsRepository.byCrew(tx, seed.tenantId, crewId),
    tenantName: seed.tenantName,
    now: signing.signedAt,
    texts: documentTexts('en'),
  };
  const lines = signatureLines({
    signerName: signing.signerName,
    signedAt: signing.signedAt,
    timeZone: 'Europe/Amsterdam',
    extra: [
      `Rating: ${signing.rating}/5`,
      ...(signing.comment ? [`Comment: ${signing.comment}`] : []),
    ],
  });
  return {
    bytes: await renderDocumentPdf(
      deliveryNoteDocument(context, { png: await signaturePng(variant), lines }),
    ),
    // The name the app gives the signed copy.
    filename: `delivery-note-${crew.projectNumber}-${crew.id}.pdf`,
  };
};

/**
 * Delivery notes of the demo: the most recent past crews get a signed, released and
 * downloaded note (the PDF the app makes, with a drawn signature, rating and comment) and the
 * check-in and check-out times of their crew. Crews with a named crew chief stay unsigned
 * (see seed-chief-crew.ts). Needs storage for the PDFs.
 */
export const seedDeliveryNotes = async (
  tx: Transaction,
  options: {
    tenantId: number;
    tenantName: string;
    today: string;
    guestProjectNumber: string;
    storage: FileStorage;
    count: number;
  },
) => {
  const { tenantId } = options;
  const crews = await pastCrews(tx, tenantId, { ...options, limit: options.count });
  for (const [index, crew] of crews.entries()) {
    const lastOut = await recordAttendance(tx, tenantId, crew.id);
    const signerName = crew.contactOnSiteName ?? crew.projectContact ?? 'Site manager';
    if (!crew.contactOnSiteName) {
      await tx
        .update(projectCrews)
        .set({ contactOnSiteName: signerName })
        .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, crew.id)));
    }
    const signing = {
      signerName,
      signedAt: new Date(lastOut.getTime() + minutes(15)),
      ...feedback[index % feedback.length]!,
    };
    const pdf = await signedNotePdf(tx, options, crew.id, signing, index);
    const seed: SeedFiles = { tenantId, storage: options.storage, createdAt: signing.signedAt };
    const [fileId] = await storeSeedFiles(tx, seed, [{ ...pdf, contentType: 'application/pdf' }]);
    await tx.insert(deliveryNotes).values({
      tenantId,
      projectCrewId: crew.id,
      signedFileId: fileId,
      signerName,
      rating: signing.rating,
      comment: signing.comment,
      formFields: {},
      signedAt: signing.signedAt,
      releasedAt: new Date(signing.signedAt.getTime() + minutes(10)),
      downloaded: true,
    });
  }
};
