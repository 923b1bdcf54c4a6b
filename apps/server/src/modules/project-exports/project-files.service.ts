import type { RequestContext } from '../../lib/request-context';
import {
  deliveryNoteState,
  maxPageSize,
  type DocumentCategory,
  type ProjectDeliveryNote,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readStoredFile, signedFileUrl } from '../files';
import {
  archiveFilter,
  documentReadGrants,
  pageOfCrewDocuments,
  recordPaperDownloads,
  projectDocumentsOfCategory,
  type CrewOf,
  type DocumentRow,
} from '../documents';
import { findProjectInScope } from '../project-access';
import { projectExportsRepository } from './project-exports.repository';
import { calculationSheet } from './project-exports.service';
import { buildZip, type ZipEntry } from './zip';

/** GET /projects/{number}/deliveryNotes: each crew's note, with the signed copy once signed. */
export const deliveryNotesOfProject = async (
  ctx: RequestContext,
  number: string,
): Promise<ProjectDeliveryNote[]> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, documentReadGrants);
  const notes = await projectExportsRepository.deliveryNotes(tx, ctx.tenant.id, project.id);
  return notes.map((note) => ({
    projectCrewId: note.projectCrewId,
    crewName: note.crewName,
    date: note.date,
    shift: note.shift,
    state: deliveryNoteState(note),
    signerName: note.signerName,
    signedAt: note.signedAt,
    releasedAt: note.releasedAt,
    fileUrl: note.signedFileId ? signedFileUrl(ctx, note.signedFileId) : null,
  }));
};

const extensionOf = (filename: string) => /\.[a-z0-9]{1,5}$/i.exec(filename)?.[0] ?? '';

/** Stored documents as archive entries named "<person> - <document>.<ext>". */
const documentEntries = async (
  tx: Executor,
  ctx: RequestContext,
  rows: DocumentRow[],
): Promise<ZipEntry[]> => {
  const entries: ZipEntry[] = [];
  for (const row of rows) {
    if (row.fileId === null) continue;
    const { file, bytes } = await readStoredFile(tx, ctx, row.fileId);
    const name = [row.personName, row.name].filter(Boolean).join(' - ');
    entries.push({
      name: `${name}${extensionOf(file.filename)}`,
      bytes,
      modifiedAt: new Date(`${row.documentDate}T12:00:00`),
    });
  }
  return entries;
};

/**
 * One ZIP with the approved papers of one category held by a crew (a project's, or a
 * company's current and recent crew), one file per paper; NO_DOCUMENTS (404) when there are
 * none, with `emptyMessage`.
 */
export const crewPapersArchive = async (
  tx: Executor,
  ctx: RequestContext,
  papers: { crew: CrewOf; category: DocumentCategory; emptyMessage: string },
): Promise<Buffer> => {
  const { items } = await pageOfCrewDocuments(
    tx,
    ctx.tenant.id,
    papers.crew,
    papers.category,
    archiveFilter(ctx),
    { limit: maxPageSize, page: 1 },
  );
  const entries = await documentEntries(tx, ctx, items);
  await recordPaperDownloads(tx, ctx, items);
  if (entries.length === 0) throw new AppError('NO_DOCUMENTS', papers.emptyMessage);
  return buildZip(entries);
};

/**
 * GET /projects/{number}/socialSecurityDocuments: one ZIP with the approved social security
 * certificates of everyone confirmed on the project, one file per certificate, which is what
 * an office forwards to a site or an inspector.
 */
export const socialSecurityArchive = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, documentReadGrants);
  const zip = await crewPapersArchive(tx, ctx, {
    crew: { projectId: project.id },
    category: 'social_security',
    emptyMessage: "The project's crew has no social security documents yet",
  });
  return { project, zip };
};

const calculationGrants: [Resource, RightName][] = [['projects', 'EDIT']];

/**
 * GET /projects/{number}/exportProjectCalculationDocuments: the project's calculation
 * documents plus the current calculation as XLSX, in one ZIP.
 */
export const calculationArchive = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, calculationGrants);
  const rows = await projectDocumentsOfCategory(tx, ctx.tenant.id, project.id, 'calculation');
  const sheet = await calculationSheet(tx, ctx, number);
  const entries = [
    { name: `calculation-${project.number}.xlsx`, bytes: sheet, modifiedAt: ctx.clock.now() },
    ...(await documentEntries(tx, ctx, rows)),
  ];
  return { project, zip: buildZip(entries) };
};
