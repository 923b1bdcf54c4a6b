import { plusCrewValueTypeCodes, type PlusCrewDataSourceType } from '@crewhub/shared';
import { and, asc, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companies,
  contacts,
  persons,
  plusCrewMembers,
  plusCrewValueDatas,
  plusCrewValues,
  plusCrews,
} from '../../db/schema';

type PlusCrewChanges = Partial<
  Pick<
    typeof plusCrews.$inferInsert,
    'name' | 'crewType' | 'clientContactId' | 'guestPasswordHash' | 'importMapping'
  >
>;
type ValueChanges = Partial<
  Pick<
    typeof plusCrewValues.$inferInsert,
    'tracked' | 'bonusShareBasisPoints' | 'targetMode' | 'targetAmountCents'
  >
>;
export type DataRowInsert = {
  tenantId: number;
  plusCrewValueId: number;
  date: string;
  amountCents: number | null;
  hoursHundredths: number | null;
  dataSourceType: PlusCrewDataSourceType;
};

const crewOf = (tenantId: number, condition: SQL) =>
  and(eq(plusCrews.tenantId, tenantId), condition);

const dataColumns = {
  id: plusCrewValueDatas.id,
  plusCrewValueId: plusCrewValueDatas.plusCrewValueId,
  valueType: plusCrewValues.valueType,
  plusCrewId: plusCrewValues.plusCrewId,
  date: plusCrewValueDatas.date,
  amountCents: plusCrewValueDatas.amountCents,
  hoursHundredths: plusCrewValueDatas.hoursHundredths,
  dataSourceType: plusCrewValueDatas.dataSourceType,
};

const selectDatas = (tx: Executor) =>
  tx
    .select(dataColumns)
    .from(plusCrewValueDatas)
    .innerJoin(
      plusCrewValues,
      and(
        eq(plusCrewValues.tenantId, plusCrewValueDatas.tenantId),
        eq(plusCrewValues.id, plusCrewValueDatas.plusCrewValueId),
      ),
    );

export type DataRow = Awaited<ReturnType<ReturnType<typeof selectDatas>['execute']>>[number];

export const plusCrewsRepository = {
  list: (tx: Executor, tenantId: number) =>
    tx
      .select()
      .from(plusCrews)
      .where(eq(plusCrews.tenantId, tenantId))
      .orderBy(asc(plusCrews.number)),

  findByNumber: async (tx: Executor, tenantId: number, number: string) =>
    (
      await tx
        .select()
        .from(plusCrews)
        .where(crewOf(tenantId, eq(plusCrews.number, number)))
    )[0] ?? null,

  findById: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select()
        .from(plusCrews)
        .where(crewOf(tenantId, eq(plusCrews.id, id)))
    )[0] ?? null,

  /** A new plus crew tracking every value type, its settings still to be made. */
  insert: async (
    tx: Executor,
    tenantId: number,
    values: PlusCrewChanges & Pick<typeof plusCrews.$inferInsert, 'number' | 'name'>,
  ) => {
    const [crew] = await tx
      .insert(plusCrews)
      .values({ tenantId, ...values })
      .returning({ id: plusCrews.id });
    await tx.insert(plusCrewValues).values(
      plusCrewValueTypeCodes.map((valueType) => ({
        tenantId,
        plusCrewId: crew!.id,
        valueType,
        targetMode: valueType === 'targetTurnover' ? ('perMonth' as const) : null,
      })),
    );
    return crew!.id;
  },

  /** The teams of some plus crews, by last name. */
  membersOf: (tx: Executor, tenantId: number, plusCrewIds: number[]) =>
    tx
      .select({
        plusCrewId: plusCrewMembers.plusCrewId,
        personId: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
      })
      .from(plusCrewMembers)
      .innerJoin(
        persons,
        and(
          eq(persons.tenantId, plusCrewMembers.tenantId),
          eq(persons.id, plusCrewMembers.personId),
        ),
      )
      .where(
        and(
          eq(plusCrewMembers.tenantId, tenantId),
          inArray(plusCrewMembers.plusCrewId, plusCrewIds),
        ),
      )
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id)),

  /** Makes the team exactly these persons: those left out go, the new ones join. */
  setMembers: async (tx: Executor, tenantId: number, plusCrewId: number, personIds: number[]) => {
    await tx
      .delete(plusCrewMembers)
      .where(
        and(
          eq(plusCrewMembers.tenantId, tenantId),
          eq(plusCrewMembers.plusCrewId, plusCrewId),
          personIds.length > 0 ? notInArray(plusCrewMembers.personId, personIds) : undefined,
        ),
      );
    if (personIds.length === 0) return;
    await tx
      .insert(plusCrewMembers)
      .values(personIds.map((personId) => ({ tenantId, plusCrewId, personId })))
      .onConflictDoNothing();
  },

  /** Which of these ids are persons of the tenant. */
  existingPersonIds: async (tx: Executor, tenantId: number, personIds: number[]) =>
    personIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .select({ id: persons.id })
              .from(persons)
              .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, personIds)))
          ).map((row) => row.id),
        ),

  /** The client contacts of some plus crews, with their company's name. */
  contactsByIds: (tx: Executor, tenantId: number, contactIds: number[]) =>
    tx
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        companyName: companies.name,
      })
      .from(contacts)
      .innerJoin(
        companies,
        and(eq(companies.tenantId, contacts.tenantId), eq(companies.id, contacts.companyId)),
      )
      .where(and(eq(contacts.tenantId, tenantId), inArray(contacts.id, contactIds))),

  update: (tx: Executor, tenantId: number, id: number, changes: PlusCrewChanges) =>
    tx
      .update(plusCrews)
      .set(changes)
      .where(crewOf(tenantId, eq(plusCrews.id, id))),

  valuesOf: (tx: Executor, tenantId: number, plusCrewIds: number[]) =>
    tx
      .select()
      .from(plusCrewValues)
      .where(
        and(eq(plusCrewValues.tenantId, tenantId), inArray(plusCrewValues.plusCrewId, plusCrewIds)),
      )
      .orderBy(asc(plusCrewValues.id)),

  findValue: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select()
        .from(plusCrewValues)
        .where(and(eq(plusCrewValues.tenantId, tenantId), eq(plusCrewValues.id, id)))
    )[0] ?? null,

  updateValue: (tx: Executor, tenantId: number, id: number, changes: ValueChanges) =>
    tx
      .update(plusCrewValues)
      .set(changes)
      .where(and(eq(plusCrewValues.tenantId, tenantId), eq(plusCrewValues.id, id))),

  /** The rows of some values between two dates, oldest first. */
  datas: (tx: Executor, tenantId: number, valueIds: number[], dateFrom: string, dateTo: string) =>
    selectDatas(tx)
      .where(
        and(
          eq(plusCrewValueDatas.tenantId, tenantId),
          inArray(plusCrewValueDatas.plusCrewValueId, valueIds),
          gte(plusCrewValueDatas.date, dateFrom),
          lte(plusCrewValueDatas.date, dateTo),
        ),
      )
      .orderBy(asc(plusCrewValueDatas.date), asc(plusCrewValueDatas.id)),

  findData: async (tx: Executor, tenantId: number, id: number) =>
    (
      await selectDatas(tx).where(
        and(eq(plusCrewValueDatas.tenantId, tenantId), eq(plusCrewValueDatas.id, id)),
      )
    )[0] ?? null,

  insertDatas: async (tx: Executor, rows: DataRowInsert[]) =>
    rows.length === 0
      ? []
      : tx.insert(plusCrewValueDatas).values(rows).returning({ id: plusCrewValueDatas.id }),

  updateData: (
    tx: Executor,
    tenantId: number,
    id: number,
    changes: Pick<DataRowInsert, 'date' | 'amountCents' | 'hoursHundredths'>,
  ) =>
    tx
      .update(plusCrewValueDatas)
      .set({ ...changes, dataSourceType: 'manual' })
      .where(and(eq(plusCrewValueDatas.tenantId, tenantId), eq(plusCrewValueDatas.id, id))),

  deleteData: (tx: Executor, tenantId: number, id: number) =>
    tx
      .delete(plusCrewValueDatas)
      .where(and(eq(plusCrewValueDatas.tenantId, tenantId), eq(plusCrewValueDatas.id, id))),

  /** Clears a value's rows on some dates (of one source only, when given). */
  deleteDatasOn: (
    tx: Executor,
    tenantId: number,
    valueId: number,
    dates: string[],
    source?: PlusCrewDataSourceType,
  ) =>
    dates.length === 0
      ? Promise.resolve()
      : tx
          .delete(plusCrewValueDatas)
          .where(
            and(
              eq(plusCrewValueDatas.tenantId, tenantId),
              eq(plusCrewValueDatas.plusCrewValueId, valueId),
              inArray(plusCrewValueDatas.date, dates),
              source ? eq(plusCrewValueDatas.dataSourceType, source) : undefined,
            ),
          )
          .then(() => undefined),
};

export type ValueRow = typeof plusCrewValues.$inferSelect;
export type PlusCrewRow = typeof plusCrews.$inferSelect;
