import type { ChangeRequestStatus, PersonalDataField, PictureStatus } from '@crewhub/shared';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { files, logins, personChangeRequests, persons, profilePictures } from '../../db/schema';

export type ChangeRequestRow = typeof personChangeRequests.$inferSelect;
export type PictureRow = typeof profilePictures.$inferSelect;
type Decision = {
  status: Extract<ChangeRequestStatus & PictureStatus, 'approved' | 'rejected'>;
  reason: string | null;
  loginId: number | null;
  at: Date;
};
type PersonKey = { tenantId: number; personId: number };

const personName = { id: persons.id, firstName: persons.firstName, lastName: persons.lastName };
const samePerson = (table: { tenantId: AnyPgColumn; personId: AnyPgColumn }) =>
  and(eq(persons.tenantId, table.tenantId), eq(persons.id, table.personId));

export const profilesRepository = {
  person: async (tx: Executor, { tenantId, personId }: PersonKey) =>
    (
      await tx
        .select()
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
    )[0] ?? null,

  languageOfLogin: async (tx: Executor, tenantId: number, loginId: number) =>
    (
      await tx
        .select({ language: logins.language })
        .from(logins)
        .where(and(eq(logins.tenantId, tenantId), eq(logins.id, loginId)))
    )[0]?.language ?? null,

  setLoginLanguage: (tx: Executor, tenantId: number, loginId: number, language: string) =>
    tx
      .update(logins)
      .set({ language })
      .where(and(eq(logins.tenantId, tenantId), eq(logins.id, loginId))),

  updatePerson: (
    tx: Executor,
    { tenantId, personId }: PersonKey,
    values: Partial<typeof persons.$inferInsert>,
  ) =>
    tx
      .update(persons)
      .set(values)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId))),

  /** A person's requests, newest first, without the ones a newer request replaced. */
  requestsOf: (tx: Executor, { tenantId, personId }: PersonKey) =>
    tx
      .select()
      .from(personChangeRequests)
      .where(
        and(
          eq(personChangeRequests.tenantId, tenantId),
          eq(personChangeRequests.personId, personId),
          ne(personChangeRequests.status, 'replaced'),
        ),
      )
      .orderBy(desc(personChangeRequests.createdAt), desc(personChangeRequests.id)),

  /** Marks the pending request for the field replaced; the caller then adds the new one. */
  replacePendingRequest: (tx: Executor, key: PersonKey, field: PersonalDataField) =>
    tx
      .update(personChangeRequests)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(personChangeRequests.tenantId, key.tenantId),
          eq(personChangeRequests.personId, key.personId),
          eq(personChangeRequests.field, field),
          eq(personChangeRequests.status, 'pending'),
        ),
      ),

  insertRequest: async (tx: Executor, values: typeof personChangeRequests.$inferInsert) =>
    (await tx.insert(personChangeRequests).values(values).returning())[0]!,

  request: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select()
        .from(personChangeRequests)
        .where(and(eq(personChangeRequests.tenantId, tenantId), eq(personChangeRequests.id, id)))
    )[0] ?? null,

  /** Decides a request still pending; null when someone else decided it first. */
  decideRequest: async (tx: Executor, tenantId: number, id: number, decision: Decision) =>
    (
      await tx
        .update(personChangeRequests)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedByLoginId: decision.loginId,
          decidedAt: decision.at,
        })
        .where(
          and(
            eq(personChangeRequests.tenantId, tenantId),
            eq(personChangeRequests.id, id),
            eq(personChangeRequests.status, 'pending'),
          ),
        )
        .returning()
    )[0] ?? null,

  /** The office queue: pending requests with the person and the value today. */
  pendingRequests: async (tx: Executor, tenantId: number) =>
    tx
      .select({ request: personChangeRequests, person: personName, current: persons })
      .from(personChangeRequests)
      .innerJoin(persons, samePerson(personChangeRequests))
      .where(
        and(
          eq(personChangeRequests.tenantId, tenantId),
          eq(personChangeRequests.status, 'pending'),
        ),
      )
      .orderBy(asc(personChangeRequests.createdAt), asc(personChangeRequests.id)),

  picturesOf: (tx: Executor, { tenantId, personId }: PersonKey) =>
    tx
      .select()
      .from(profilePictures)
      .where(
        and(
          eq(profilePictures.tenantId, tenantId),
          eq(profilePictures.personId, personId),
          ne(profilePictures.status, 'replaced'),
        ),
      )
      .orderBy(desc(profilePictures.createdAt), desc(profilePictures.id)),

  replacePendingPicture: (tx: Executor, key: PersonKey) =>
    tx
      .update(profilePictures)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(profilePictures.tenantId, key.tenantId),
          eq(profilePictures.personId, key.personId),
          eq(profilePictures.status, 'pending'),
        ),
      ),

  insertPicture: async (tx: Executor, values: typeof profilePictures.$inferInsert) =>
    (await tx.insert(profilePictures).values(values).returning())[0]!,

  picture: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ picture: profilePictures, contentType: files.contentType })
        .from(profilePictures)
        .innerJoin(
          files,
          and(eq(files.tenantId, profilePictures.tenantId), eq(files.id, profilePictures.fileId)),
        )
        .where(and(eq(profilePictures.tenantId, tenantId), eq(profilePictures.id, id)))
    )[0] ?? null,

  decidePicture: async (tx: Executor, tenantId: number, id: number, decision: Decision) =>
    (
      await tx
        .update(profilePictures)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedByLoginId: decision.loginId,
          decidedAt: decision.at,
        })
        .where(
          and(
            eq(profilePictures.tenantId, tenantId),
            eq(profilePictures.id, id),
            eq(profilePictures.status, 'pending'),
          ),
        )
        .returning()
    )[0] ?? null,

  pendingPictures: (tx: Executor, tenantId: number) =>
    tx
      .select({
        picture: profilePictures,
        person: personName,
        currentFileId: persons.pictureFileId,
      })
      .from(profilePictures)
      .innerJoin(persons, samePerson(profilePictures))
      .where(and(eq(profilePictures.tenantId, tenantId), eq(profilePictures.status, 'pending')))
      .orderBy(asc(profilePictures.createdAt), asc(profilePictures.id)),
};

/** Today's value of a personal data field, as the change request stores it (text). */
export const fieldValue = (
  person: typeof persons.$inferSelect,
  field: PersonalDataField,
): string | null => person[field];
