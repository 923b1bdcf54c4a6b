import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chargeTypes, taxTypes } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { createCrewDayFactories } from './crew-day-factories';

/**
 * A client company with a rate card, a contact who logs in as a client, and a project whose
 * crew has signed-off charged hours: 8 h and 6.5 h at the card's 45.00 for its function, plus
 * 4 h not yet signed off (not invoiced).
 */
export const createInvoiceFactories = (db: Database, tenantId = 1) => {
  const crewDay = createCrewDayFactories(db, tenantId);

  const billableProject = async (options: { date?: string; language?: string } = {}) => {
    const date = options.date ?? '2026-11-10';
    const client = await crewDay.clientContact({ language: options.language });
    const companyId = client.contact.companyId;
    const setup = await crewDay.crewWithPosition({
      date,
      project: { companyId, contactId: client.contact.id, beginDate: date, endDate: date },
    });
    const card = await crewDay.rateCard({ companyId });
    await crewDay.rateCardItem({
      rateCardId: card.id,
      functionId: setup.jobFunction.id,
      hourlyRateCents: 4500,
    });
    const signedOffAt = new Date(`${date}T18:00:00Z`);
    for (const [hours, signed] of [
      ['8.00', true],
      ['6.50', true],
      ['4.00', false],
    ] as const) {
      const member = await crewDay.crewMember();
      await crewDay.assignment({
        projectCrewItemId: setup.position.id,
        personId: member.person.id,
        status: 'confirmed',
        proposedChargedHours: hours,
        signedOffAt: signed ? signedOffAt : null,
      });
    }
    return { ...setup, client, companyId };
  };

  /** The ids of the tenant's seeded tax types and charge types, by name. */
  const lineTypes = () =>
    withTenant(db, tenantId, async (tx) => {
      const byName = (rows: { id: number; name: string }[]) =>
        Object.fromEntries(rows.map((row) => [row.name, row.id]));
      return {
        tax: byName(await tx.select().from(taxTypes).where(eq(taxTypes.tenantId, tenantId))),
        charge: byName(
          await tx.select().from(chargeTypes).where(eq(chargeTypes.tenantId, tenantId)),
        ),
      };
    });

  return { billableProject, lineTypes };
};
