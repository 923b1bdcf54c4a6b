import { eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { branches, cateringAgreementTypes, companies, rateCardItems, rateCards } from '../schema';
import {
  demoBranches,
  demoCateringTypes,
  demoHourlyRatesCents,
  demoRateAgreements,
  type DemoFunctionName,
} from './planning-demo-data';

export type ProjectReferences = Awaited<ReturnType<typeof seedProjectReferences>>;

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * What a project is filed under and billed by: branches, catering agreement types and rate
 * cards (a general card, and each client's agreement of this year and last year).
 */
export const seedProjectReferences = async (
  tx: Transaction,
  options: { tenantId: number; today: string; fn: (name: DemoFunctionName) => number },
) => {
  const { tenantId, fn } = options;
  const year = Number(options.today.slice(0, 4));
  const branchIds = idsOf(
    await tx
      .insert(branches)
      .values(demoBranches.map((name) => ({ tenantId, name })))
      .returning({ id: branches.id }),
  );
  const cateringTypeIds = idsOf(
    await tx
      .insert(cateringAgreementTypes)
      .values(demoCateringTypes.map((name) => ({ tenantId, name })))
      .returning({ id: cateringAgreementTypes.id }),
  );
  const clients = await tx
    .select({ id: companies.id, clientMark: companies.clientMark })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(companies.id);
  const cards = [
    {
      name: 'Standard rates',
      companyId: null,
      factor: 1,
      validFrom: `${year}-01-01`,
      validTo: null,
    },
    ...clients.flatMap((client) =>
      [year - 1, year].map((cardYear) => ({
        name: `${client.clientMark ?? 'Client'} agreement ${cardYear}`,
        companyId: client.id,
        // Last year's agreement was about 4% cheaper.
        factor: (demoRateAgreements[client.clientMark ?? ''] ?? 1) * (cardYear < year ? 0.96 : 1),
        validFrom: `${cardYear}-01-01`,
        validTo: `${cardYear}-12-31`,
      })),
    ),
  ];
  const cardRows = await tx
    .insert(rateCards)
    .values(cards.map(({ factor: _factor, ...card }) => ({ ...card, tenantId, currency: 'EUR' })))
    .returning({ id: rateCards.id, companyId: rateCards.companyId, validTo: rateCards.validTo });
  await tx.insert(rateCardItems).values(
    cardRows.flatMap((card, index) =>
      Object.entries(demoHourlyRatesCents).map(([name, rateCents]) => ({
        tenantId,
        rateCardId: card.id,
        functionId: fn(name as DemoFunctionName),
        hourlyRateCents: Math.round(rateCents * cards[index]!.factor),
      })),
    ),
  );
  const general = cardRows.find((card) => card.companyId === null)!.id;
  return {
    branchIds,
    cateringTypeIds,
    /** The card a project of the company is billed by now: its current agreement. */
    rateCardOf: (companyId: number | null) =>
      cardRows.find((card) => card.companyId === companyId && card.validTo === `${year}-12-31`)
        ?.id ?? general,
    generalRateCardId: general,
  };
};
