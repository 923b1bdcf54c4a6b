import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signedOffOfProject, type HoursPeriod } from './invoice-hours.repository';
import { functionOfPosition, positionOfAssignment } from '../../db/joins';
import {
  chargeTypes,
  files,
  functions,
  invoiceDocuments,
  invoiceItems,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
  rateCardItems,
  rateCards,
  taxTypes,
} from '../../db/schema';

export type InvoiceItemRow = Awaited<ReturnType<typeof invoiceItemsRepository.ofInvoice>>[number];
export type InvoiceItemInsert = Omit<typeof invoiceItems.$inferInsert, 'tenantId' | 'invoiceId'>;

/** The hourly rate of a function on a rate card (correlated on the position's function). */
const cardRate = (cardId: SQL) =>
  sql`(select ${rateCardItems.hourlyRateCents} from ${rateCardItems}
    where ${rateCardItems.tenantId} = ${projectCrewItems.tenantId}
      and ${rateCardItems.rateCardId} = ${cardId}
      and ${rateCardItems.functionId} = ${projectCrewItems.functionId})`;

/** The company's own card valid on the position's day (the newest if several are). */
const companyCardId = sql`(select ${rateCards.id} from ${rateCards}
  where ${rateCards.tenantId} = ${projects.tenantId} and ${rateCards.companyId} = ${projects.companyId}
    and (${rateCards.validFrom} is null or ${rateCards.validFrom} <= ${projectCrewItems.startDate})
    and (${rateCards.validTo} is null or ${rateCards.validTo} >= ${projectCrewItems.startDate})
  order by ${rateCards.validFrom} desc nulls last, ${rateCards.id} desc limit 1)`;

export const invoiceItemsRepository = {
  /** The lines in order, with the names of their charge and tax types. */
  ofInvoice: (tx: Executor, tenantId: number, invoiceId: number) =>
    tx
      .select({
        id: invoiceItems.id,
        position: invoiceItems.position,
        description: invoiceItems.description,
        chargeTypeId: invoiceItems.chargeTypeId,
        chargeTypeName: chargeTypes.name,
        quantity: invoiceItems.quantity,
        unitPriceCents: invoiceItems.unitPriceCents,
        taxTypeId: invoiceItems.taxTypeId,
        taxTypeName: taxTypes.name,
        taxRateBasisPoints: invoiceItems.taxRateBasisPoints,
        netCents: invoiceItems.netCents,
        taxCents: invoiceItems.taxCents,
      })
      .from(invoiceItems)
      .innerJoin(
        chargeTypes,
        and(
          eq(chargeTypes.tenantId, invoiceItems.tenantId),
          eq(chargeTypes.id, invoiceItems.chargeTypeId),
        ),
      )
      .innerJoin(
        taxTypes,
        and(eq(taxTypes.tenantId, invoiceItems.tenantId), eq(taxTypes.id, invoiceItems.taxTypeId)),
      )
      .where(and(eq(invoiceItems.tenantId, tenantId), eq(invoiceItems.invoiceId, invoiceId)))
      .orderBy(asc(invoiceItems.position), asc(invoiceItems.id)),

  /** The tenant's tax types among `ids`, with their rates. */
  taxTypes: (tx: Executor, tenantId: number, ids: number[]) =>
    tx
      .select({ id: taxTypes.id, rateBasisPoints: taxTypes.rateBasisPoints })
      .from(taxTypes)
      .where(and(eq(taxTypes.tenantId, tenantId), inArray(taxTypes.id, ids))),

  /** Which of `ids` are the tenant's charge types. */
  chargeTypeIds: async (tx: Executor, tenantId: number, ids: number[]) =>
    (
      await tx
        .select({ id: chargeTypes.id })
        .from(chargeTypes)
        .where(and(eq(chargeTypes.tenantId, tenantId), inArray(chargeTypes.id, ids)))
    ).map((row) => row.id),

  /** Lines replace the old ones as a whole: the office edits the invoice, not single rows. */
  replace: async (
    tx: Executor,
    tenantId: number,
    invoiceId: number,
    items: InvoiceItemInsert[],
  ) => {
    await tx
      .delete(invoiceItems)
      .where(and(eq(invoiceItems.tenantId, tenantId), eq(invoiceItems.invoiceId, invoiceId)));
    if (items.length > 0)
      await tx.insert(invoiceItems).values(items.map((item) => ({ ...item, tenantId, invoiceId })));
  },

  /**
   * Signed-off charged hours of a project per function and hourly rate, within the period.
   * The rate is the project's card's, else the company's card's, else the project's own rate.
   */
  signedOffHours: (tx: Executor, tenantId: number, projectId: number, period: HoursPeriod) => {
    const rate = sql<number>`coalesce(${cardRate(sql`${projects.rateCardId}`)}, ${cardRate(companyCardId)}, ${projects.rateCents}, 0)::int`;
    return tx
      .select({
        functionName: functions.name,
        rateCents: rate,
        hours: sql<string>`sum(${projectCrewItemStatuses.proposedChargedHours})`,
        from: sql<string>`min(${projectCrewItems.startDate})::text`,
        to: sql<string>`max(${projectCrewItems.startDate})::text`,
      })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(functions, functionOfPosition)
      .innerJoin(
        projects,
        and(
          eq(projects.tenantId, projectCrewItems.tenantId),
          eq(projects.id, projectCrewItems.projectId),
        ),
      )
      .where(signedOffOfProject(tenantId, projectId, period))
      .groupBy(functions.name, rate)
      .orderBy(asc(functions.name), asc(rate));
  },

  documents: (tx: Executor, tenantId: number, invoiceId: number) =>
    tx
      .select({
        id: invoiceDocuments.id,
        name: invoiceDocuments.name,
        fileId: invoiceDocuments.fileId,
        contentType: files.contentType,
        createdAt: invoiceDocuments.createdAt,
      })
      .from(invoiceDocuments)
      .innerJoin(
        files,
        and(eq(files.tenantId, invoiceDocuments.tenantId), eq(files.id, invoiceDocuments.fileId)),
      )
      .where(
        and(eq(invoiceDocuments.tenantId, tenantId), eq(invoiceDocuments.invoiceId, invoiceId)),
      )
      .orderBy(desc(invoiceDocuments.createdAt), desc(invoiceDocuments.id)),

  addDocument: async (
    tx: Executor,
    values: Omit<typeof invoiceDocuments.$inferInsert, 'id' | 'createdAt'>,
  ) => {
    const [row] = await tx
      .insert(invoiceDocuments)
      .values(values)
      .returning({ id: invoiceDocuments.id });
    return row!.id;
  },
};
