import { addDays, daysBetween } from '@crewhub/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { logins, persons, trees } from '../schema';

/** Trees per year since the programme started, a third of them for named crew members. */
const plantedPerYear = [
  [2022, 38],
  [2023, 64],
  [2024, 97],
  [2025, 131],
] as const;

const reasons = ['10 festival days in a row', 'Crew member of the month', 'Green travel to site'];

/**
 * One crew, one tree: the company's forest over the years, and trees for the demo crew (crew@
 * has some of their own). Dates are spread over each year; this year runs up to `today`.
 */
export const seedTrees = async (
  tx: Transaction,
  options: { tenantId: number; today: string; emailDomain: string },
) => {
  const { tenantId, today } = options;
  const personIds = (await tx.select({ id: persons.id }).from(persons).limit(20)).map(
    (person) => person.id,
  );
  const [crew] = await tx
    .select({ personId: logins.personId })
    .from(logins)
    .where(eq(logins.email, `crew@${options.emailDomain}`));
  const thisYear = Number(today.slice(0, 4));
  const daysThisYear = daysBetween(`${thisYear}-01-01`, today) + 1;
  const years = [...plantedPerYear, [thisYear, 112] as const];
  const rows = years.flatMap(([year, count]) =>
    Array.from({ length: count }, (_, index) => {
      const plantedOn =
        year === thisYear
          ? addDays(today, -(index % daysThisYear))
          : `${year}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`;
      const forPerson = index % 3 === 0 && personIds.length > 0;
      return {
        tenantId,
        personId: forPerson ? personIds[index % personIds.length]! : null,
        plantedOn,
        reason: forPerson ? reasons[index % reasons.length]! : null,
      };
    }),
  );
  // crew@'s own trees, one a year.
  if (crew?.personId) {
    for (const [year] of years) {
      rows.push({
        tenantId,
        personId: crew.personId,
        plantedOn: `${year}-01-15`,
        reason: reasons[year % reasons.length]!,
      });
    }
  }
  await tx.insert(trees).values(rows);
};
