import type { OwnPaperState } from '@crewhub/shared';
import { and, asc, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonRows, mapRead, type JsonRead, type SqlValue } from '../../db/json-read';
import { crewInfoItems, documents, documentTypes, persons, sessions } from '../../db/schema';

/** The caller's login: its sessions' subject (`login:<id>`) and this request's session. */
type Login = { subject: SqlValue<string>; sessionId: SqlValue<string> } | null;

/**
 * SQL, a scalar: for a login, the last visit before this session: when the login's previous
 * session was last refreshed (the app refreshes every 5 minutes while open). null on the first
 * visit or without a login.
 */
export const lastVisitAt = (tx: Executor, tenantId: SqlValue<number>, login: Login) =>
  login
    ? tx
        .select({ at: max(sessions.lastRefreshedAt) })
        .from(sessions)
        .where(
          and(
            eq(sessions.tenantId, tenantId),
            eq(sessions.subject, login.subject),
            ne(sessions.id, login.sessionId),
          ),
        )
    : sql`null`;

export const homeRepository = {
  /** The person's time zone and last visit: one row, since every home call needs both. */
  visit: (tx: Executor, tenantId: SqlValue<number>, personId: SqlValue<number>, login: Login) =>
    tx
      .select({
        timeZone: persons.timezone,
        // Decoded like the column itself, into a Date.
        lastVisitAt: sql<Date | null>`(${lastVisitAt(tx, tenantId, login)})`.mapWith(
          sessions.lastRefreshedAt,
        ),
      })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId))),

  /**
   * Every document type with the person's most recent document of it (or null), in one query:
   * the input of home's "documents to upload". Tenants keep a handful of types.
   */
  ownPapers: (
    tx: Executor,
    tenantId: SqlValue<number>,
    personId: SqlValue<number>,
  ): JsonRead<OwnPaperState[]> => {
    const latest = tx
      .selectDistinctOn([documents.typeId], {
        typeId: documents.typeId,
        id: documents.id,
        name: documents.name,
        status: documents.status,
      })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.personId, personId)))
      .orderBy(documents.typeId, desc(documents.createdAt), desc(documents.id))
      .as('latest');
    const query = tx
      .select({
        typeId: documentTypes.id,
        typeName: documentTypes.name,
        parameters: documentTypes.parameters,
        latestId: latest.id,
        latestName: latest.name,
        latestStatus: latest.status,
      })
      .from(documentTypes)
      .leftJoin(latest, eq(latest.typeId, documentTypes.id))
      .where(eq(documentTypes.tenantId, tenantId))
      .orderBy(asc(documentTypes.name), asc(documentTypes.id));
    return mapRead(jsonRows(query), (rows) =>
      rows.map(({ latestId, latestName, latestStatus, ...type }) => ({
        ...type,
        latest:
          latestId !== null && latestName !== null && latestStatus !== null
            ? { id: latestId, name: latestName, status: latestStatus }
            : null,
      })),
    );
  },

  /** The office's crew info blocks in one language plus the language-neutral ones, in order. */
  crewInfoItems: (tx: Executor, tenantId: number, language: string) =>
    tx
      .select({
        id: crewInfoItems.id,
        title: crewInfoItems.title,
        body: crewInfoItems.body,
        url: crewInfoItems.url,
        category: crewInfoItems.category,
        language: crewInfoItems.language,
      })
      .from(crewInfoItems)
      .where(
        and(
          eq(crewInfoItems.tenantId, tenantId),
          or(eq(crewInfoItems.language, language), isNull(crewInfoItems.language)),
        ),
      )
      .orderBy(asc(crewInfoItems.sortOrder), asc(crewInfoItems.id)),
};
