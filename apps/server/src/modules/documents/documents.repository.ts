import { offsetOf, type DocumentCategory, type ListQuery } from '@crewhub/shared';
import { and, asc, count, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positionOfAssignment, projectOfPosition, sameTenantRow } from '../../db/joins';
import {
  activities,
  documentDownloads,
  documents,
  documentTypes,
  logins,
  files,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
} from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';

export type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

const typeOfDocument = sameTenantRow(documentTypes, documents.tenantId, documents.typeId);

/** Whether clients see a document: its type says so, or (unset) it is a project document. */
const sharedWithClients = sql<boolean>`coalesce(${documentTypes.shareableWithClients}, ${documentTypes.category} in ('general', 'calculation'))`;

const selectDocuments = (tx: Executor) =>
  tx
    .select({
      id: documents.id,
      name: documents.name,
      typeId: documents.typeId,
      typeName: documentTypes.name,
      category: documentTypes.category,
      sharedWithClients,
      projectId: documents.projectId,
      projectNumber: projects.number,
      personId: documents.personId,
      personName: sql<string | null>`${persons.firstName} || ' ' || ${persons.lastName}`,
      companyId: documents.companyId,
      documentDate: documents.documentDate,
      status: documents.status,
      createdByLoginId: documents.createdByLoginId,
      createdAt: documents.createdAt,
      fileId: documents.fileId,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
    })
    .from(documents)
    .innerJoin(documentTypes, typeOfDocument)
    .leftJoin(projects, sameTenantRow(projects, documents.tenantId, documents.projectId))
    .leftJoin(persons, sameTenantRow(persons, documents.tenantId, documents.personId))
    .leftJoin(files, sameTenantRow(files, documents.tenantId, documents.fileId));

/**
 * Which documents of a list the caller sees: all of them (planners), or only approved ones
 * plus their own uploads, without calculations; `clientFacing` callers (clients and guests)
 * only documents of types shared with clients.
 */
export type DocumentFilter = { internal: boolean; loginId: number | null; clientFacing: boolean };

const visibleTo = (filter: DocumentFilter): SQL | undefined => {
  const ownUpload =
    filter.loginId === null ? undefined : eq(documents.createdByLoginId, filter.loginId);
  // A rejected upload stays visible to its uploader only, marked rejected.
  if (filter.internal) return or(ne(documents.status, 'rejected'), ownUpload);
  return and(
    ne(documentTypes.category, 'calculation'),
    or(eq(documents.status, 'approved'), ownUpload),
    filter.clientFacing ? sharedWithClients : undefined,
  );
};

/**
 * Whose papers a list holds: the crew of one project, or of a company's projects that ended
 * on or after `since` (its current and recent crew).
 */
export type CrewOf = { projectId: number } | { companyId: number; since: string };

/** People confirmed on the crew's projects. */
const confirmedCrew = (tenantId: number, crew: CrewOf) =>
  sql`${documents.personId} in (select ${projectCrewItemStatuses.personId}
    from ${projectCrewItemStatuses} join ${projectCrewItems} on ${positionOfAssignment}
    join ${projects} on ${projectOfPosition}
    where ${projectCrewItemStatuses.tenantId} = ${tenantId}
    and ${projectCrewItemStatuses.status} = 'confirmed'
    and ${
      'projectId' in crew
        ? eq(projects.id, crew.projectId)
        : and(
            eq(projects.companyId, crew.companyId),
            gte(sql`coalesce(${projects.endDate}, ${projects.beginDate})`, crew.since),
          )
    })`;

const page = async (
  tx: Executor,
  where: SQL | undefined,
  query: ListQuery,
  order: SQL[],
): Promise<{ items: DocumentRow[]; total: number }> => {
  const items = await selectDocuments(tx)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(offsetOf(query));
  const [total] = await tx
    .select({ total: count() })
    .from(documents)
    .innerJoin(documentTypes, typeOfDocument)
    .where(where);
  return { items, total: total?.total ?? 0 };
};

export const documentsRepository = {
  types: (tx: Executor, tenantId: number) =>
    tx
      .select({
        id: documentTypes.id,
        name: documentTypes.name,
        category: documentTypes.category,
        parameters: documentTypes.parameters,
        allowsSignatories: documentTypes.allowsSignatories,
      })
      .from(documentTypes)
      .where(eq(documentTypes.tenantId, tenantId))
      .orderBy(asc(documentTypes.name), asc(documentTypes.id)),

  typeById: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: documentTypes.id, category: documentTypes.category })
      .from(documentTypes)
      .where(and(eq(documentTypes.tenantId, tenantId), eq(documentTypes.id, id)));
    return row ?? null;
  },

  byId: async (tx: Executor, tenantId: number, id: number): Promise<DocumentRow | null> => {
    const [row] = await selectDocuments(tx).where(
      and(eq(documents.tenantId, tenantId), eq(documents.id, id)),
    );
    return row ?? null;
  },

  /** Uploads of every owner that wait for the office's decision, oldest first. */
  awaitingReview: (tx: Executor, tenantId: number, query: ListQuery) =>
    page(tx, and(eq(documents.tenantId, tenantId), eq(documents.status, 'pending')), query, [
      asc(documents.createdAt),
      asc(documents.id),
    ]),

  /** The project's own documents (not its crew's), newest first. */
  ofProject: (
    tx: Executor,
    tenantId: number,
    projectId: number,
    filter: DocumentFilter,
    query: ListQuery,
  ) =>
    page(
      tx,
      and(eq(documents.tenantId, tenantId), eq(documents.projectId, projectId), visibleTo(filter)),
      query,
      [desc(documents.documentDate), desc(documents.id)],
    ),

  /** A company's documents, its projects' included, newest first. */
  ofCompany: (
    tx: Executor,
    tenantId: number,
    companyId: number,
    filter: DocumentFilter,
    query: ListQuery,
  ) =>
    page(
      tx,
      and(eq(documents.tenantId, tenantId), eq(documents.companyId, companyId), visibleTo(filter)),
      query,
      [desc(documents.documentDate), desc(documents.id)],
    ),

  /** Papers of one category held by a crew (see CrewOf), by person then newest first. */
  ofCrew: (
    tx: Executor,
    tenantId: number,
    crew: CrewOf,
    category: DocumentCategory,
    filter: DocumentFilter,
    query: ListQuery,
  ) =>
    page(
      tx,
      and(
        eq(documents.tenantId, tenantId),
        eq(documentTypes.category, category),
        confirmedCrew(tenantId, crew),
        visibleTo(filter),
      ),
      query,
      [
        asc(persons.lastName),
        asc(persons.firstName),
        asc(documents.personId),
        desc(documents.documentDate),
        desc(documents.id),
      ],
    ),

  /** A project's documents of one category that were not rejected, for the export archives. */
  ofProjectByCategory: (
    tx: Executor,
    tenantId: number,
    projectId: number,
    category: DocumentCategory,
  ) =>
    selectDocuments(tx)
      .where(
        and(
          eq(documents.tenantId, tenantId),
          eq(documents.projectId, projectId),
          eq(documentTypes.category, category),
          ne(documents.status, 'rejected'),
        ),
      )
      .orderBy(desc(documents.documentDate), desc(documents.id)),

  /** Whether the person works (confirmed) on any project the scope may see. */
  personWorksInScope: async (
    tx: Executor,
    tenantId: number,
    personId: number,
    scope: ProjectScope,
  ): Promise<boolean> => {
    const [row] = await tx
      .select({ id: projectCrewItemStatuses.id })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(projects, projectOfPosition)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.personId, personId),
          eq(projectCrewItemStatuses.status, 'confirmed'),
          projectScopeCondition(scope),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  insert: async (tx: Executor, values: Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>) =>
    (await tx.insert(documents).values(values).returning({ id: documents.id }))[0]!,

  /**
   * Settles a pending document; false when it is no longer pending (a second reviewer was
   * quicker), so two reviews at once cannot both win.
   */
  review: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: { status: 'approved' | 'rejected'; name?: string; typeId?: number },
  ): Promise<boolean> => {
    const rows = await tx
      .update(documents)
      .set(values)
      .where(
        and(
          eq(documents.tenantId, tenantId),
          eq(documents.id, id),
          eq(documents.status, 'pending'),
        ),
      )
      .returning({ id: documents.id });
    return rows.length > 0;
  },

  /** The review leaves a LOG activity on the document's project (else its person). */
  logReview: async (
    tx: Executor,
    entry: {
      tenantId: number;
      document: Pick<DocumentRow, 'id' | 'projectId' | 'personId'>;
      caption: string;
      loginId: number | null;
    },
  ): Promise<void> => {
    const { document } = entry;
    const subject =
      document.projectId !== null
        ? { subjectType: 'project', subjectId: document.projectId }
        : document.personId !== null
          ? { subjectType: 'person', subjectId: document.personId }
          : { subjectType: null, subjectId: null };
    await tx.insert(activities).values({
      tenantId: entry.tenantId,
      type: 'LOG',
      category: 'document',
      caption: entry.caption,
      ...subject,
      personPartyId: document.personId,
      createdByLoginId: entry.loginId,
      parameters: { documentId: document.id },
    });
  },

  /** Records that `downloadedBy` opened these papers of other people (see documentDownloads). */
  recordDownloads: async (
    tx: Executor,
    tenantId: number,
    rows: { id: number; personId: number }[],
    downloadedBy: string,
    at: Date,
  ) => {
    if (rows.length === 0) return;
    await tx.insert(documentDownloads).values(
      rows.map((row) => ({
        tenantId,
        documentId: row.id,
        personId: row.personId,
        downloadedBy,
        downloadedAt: at,
      })),
    );
  },

  /** A page of the log of a person's papers opened by others, newest first. */
  downloadsOfPerson: async (tx: Executor, tenantId: number, personId: number, query: ListQuery) => {
    const where = and(
      eq(documentDownloads.tenantId, tenantId),
      eq(documentDownloads.personId, personId),
    );
    const items = await tx
      .select({
        documentId: documentDownloads.documentId,
        documentName: documents.name,
        downloadedBy: sql<string>`coalesce(${logins.email}, ${documentDownloads.downloadedBy})`,
        downloadedAt: documentDownloads.downloadedAt,
      })
      .from(documentDownloads)
      .innerJoin(
        documents,
        sameTenantRow(documents, documentDownloads.tenantId, documentDownloads.documentId),
      )
      .leftJoin(
        logins,
        and(
          eq(logins.tenantId, documentDownloads.tenantId),
          sql`${documentDownloads.downloadedBy} = 'login:' || ${logins.id}`,
        ),
      )
      .where(where)
      .orderBy(desc(documentDownloads.downloadedAt), desc(documentDownloads.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(documentDownloads).where(where);
    return { items, total: total?.total ?? 0 };
  },
};
