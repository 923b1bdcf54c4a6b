import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  branches,
  cateringAgreementTypes,
  chargeTypes,
  companies,
  contacts,
  functions,
  locations,
  persons,
  plannerCrews,
  projectCrews,
  rateCards,
  regions,
  taxTypes,
} from '../../db/schema';

type Referenced = { table: PgTable; tenantId: PgColumn; id: PgColumn; label: string };

const referenced = {
  company: { table: companies, tenantId: companies.tenantId, id: companies.id, label: 'company' },
  contact: { table: contacts, tenantId: contacts.tenantId, id: contacts.id, label: 'contact' },
  location: { table: locations, tenantId: locations.tenantId, id: locations.id, label: 'location' },
  person: { table: persons, tenantId: persons.tenantId, id: persons.id, label: 'person' },
  function: { table: functions, tenantId: functions.tenantId, id: functions.id, label: 'function' },
  region: { table: regions, tenantId: regions.tenantId, id: regions.id, label: 'region' },
  branch: { table: branches, tenantId: branches.tenantId, id: branches.id, label: 'branch' },
  cateringType: {
    table: cateringAgreementTypes,
    tenantId: cateringAgreementTypes.tenantId,
    id: cateringAgreementTypes.id,
    label: 'catering agreement type',
  },
  taxType: { table: taxTypes, tenantId: taxTypes.tenantId, id: taxTypes.id, label: 'tax type' },
  chargeType: {
    table: chargeTypes,
    tenantId: chargeTypes.tenantId,
    id: chargeTypes.id,
    label: 'charge type',
  },
  rateCard: {
    table: rateCards,
    tenantId: rateCards.tenantId,
    id: rateCards.id,
    label: 'rate card',
  },
  projectCrew: {
    table: projectCrews,
    tenantId: projectCrews.tenantId,
    id: projectCrews.id,
    label: 'project crew',
  },
  plannerCrew: {
    table: plannerCrews,
    tenantId: plannerCrews.tenantId,
    id: plannerCrews.id,
    label: 'membership crew',
  },
} satisfies Record<string, Referenced>;

export type ReferenceKind = keyof typeof referenced;

/**
 * Which of the given ids (field name -> kind and id) do not exist in the tenant. Ids of
 * another tenant count as missing, so they surface as a 400 on the field, never as a 500.
 */
export const missingReferences = async (
  tx: Executor,
  tenantId: number,
  fields: Record<string, readonly [ReferenceKind, number | null | undefined]>,
): Promise<{ field: string; message: string }[]> => {
  const missing: { field: string; message: string }[] = [];
  for (const [field, [kind, id]] of Object.entries(fields)) {
    if (id == null) continue;
    const target = referenced[kind];
    const rows = await tx
      .select({ id: target.id })
      .from(target.table)
      .where(and(eq(target.tenantId, tenantId), inArray(target.id, [id])));
    if (rows.length === 0) missing.push({ field, message: `Unknown ${target.label}` });
  }
  return missing;
};
