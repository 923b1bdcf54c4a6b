import {
  addDays,
  addMonths,
  daysInRange,
  plusCrewValueTypeCodes,
  type PlusCrewTargetMode,
  type PlusCrewType,
} from '@crewhub/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  contacts,
  personFunctions,
  plusCrewMembers,
  plusCrewValueDatas,
  plusCrewValues,
  plusCrews,
} from '../schema';

type PlusCrewPlan = {
  /** PC-001 is the guest link the README promises. */
  number: string;
  name: string;
  crewType: PlusCrewType;
  teamSize: number;
  /** A demo contact (demo-data.ts, planning-demo-data.ts) who follows the crew's figures. */
  clientContact: { firstName: string; lastName: string };
  /** A typical weekday's turnover in cents; weekends run higher. */
  baseCents: number;
  target: { mode: PlusCrewTargetMode; amountCents: number };
  bonusShareBasisPoints: number;
  /** Turnover per staff hour in cents. */
  centsPerHour: number;
  /** Busy days are rung up on two tills, imported as two rows on one date. */
  twoTills: boolean;
};

const plans: PlusCrewPlan[] = [
  {
    number: 'PC-001',
    name: 'Plus Crew Rotterdam',
    crewType: 'bar',
    teamSize: 14,
    clientContact: { firstName: 'Olivia', lastName: 'Smit' },
    baseCents: 172_000,
    target: { mode: 'perDay', amountCents: 180_000 },
    bonusShareBasisPoints: 1000,
    centsPerHour: 10_500,
    twoTills: true,
  },
  {
    number: 'PC-002',
    name: 'Kitchen Brigade Maassilo',
    crewType: 'kitchen',
    teamSize: 9,
    clientContact: { firstName: 'Pieter', lastName: 'Willems' },
    baseCents: 140_000,
    target: { mode: 'perMonth', amountCents: 4_500_000 },
    bonusShareBasisPoints: 800,
    centsPerHour: 8_800,
    twoTills: false,
  },
  {
    number: 'PC-003',
    name: 'Service Team De Kuip',
    crewType: 'service',
    teamSize: 22,
    clientContact: { firstName: 'Marloes', lastName: 'Schouten' },
    baseCents: 118_000,
    target: { mode: 'perDay', amountCents: 125_000 },
    bonusShareBasisPoints: 1200,
    centsPerHour: 7_600,
    twoTills: false,
  },
];

// Monday first: Friday and Saturday nights carry a venue's week.
const weekdayFactor = [1.1, 0.7, 0.75, 0.85, 1.0, 1.45, 1.6];

/** A repeatable wobble of ±15 % so the demo looks the same on every seed. */
const wobble = (seed: number) =>
  0.85 + ((0.3 * (((Math.sin(seed * 12.9898) * 43_758.5453) % 1) + 1)) % 1);

const dayFactor = (date: string, today: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  // A slow week two months back (roadworks at the venue) and last-but-one month above target.
  const slowWeek = date >= addDays(today, -62) && date < addDays(today, -55) ? 0.55 : 1;
  const strongMonth = date.slice(0, 7) === addMonths(today, -2).slice(0, 7) ? 1.3 : 1;
  return weekdayFactor[weekday]! * slowWeek * strongMonth;
};

/** The persons who work as crew (they hold a function), in a fixed order. */
const crewPersonIds = async (tx: Transaction, tenantId: number) => [
  ...new Set(
    (
      await tx
        .select({ personId: personFunctions.personId })
        .from(personFunctions)
        .where(eq(personFunctions.tenantId, tenantId))
        .orderBy(asc(personFunctions.personId))
    ).map((row) => row.personId),
  ),
];

const contactIdOf = async (
  tx: Transaction,
  tenantId: number,
  name: PlusCrewPlan['clientContact'],
) =>
  (
    await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.tenantId, tenantId),
          eq(contacts.firstName, name.firstName),
          eq(contacts.lastName, name.lastName),
        ),
      )
      .orderBy(asc(contacts.id))
      .limit(1)
  )[0]?.id ?? null;

/** Three plus crews with their teams, a year of daily turnover and staff hours up to today. */
export const seedPlusCrews = async (
  tx: Transaction,
  options: { tenantId: number; today: string; guestPasswordHash: string },
) => {
  const { tenantId, today } = options;
  const days = daysInRange(addDays(addMonths(today, -12), 1), today);
  const crewIds = await crewPersonIds(tx, tenantId);
  for (const [index, plan] of plans.entries()) {
    const [crew] = await tx
      .insert(plusCrews)
      .values({
        tenantId,
        number: plan.number,
        name: plan.name,
        crewType: plan.crewType,
        clientContactId: await contactIdOf(tx, tenantId, plan.clientContact),
        guestPasswordHash: options.guestPasswordHash,
      })
      .returning({ id: plusCrews.id });
    // Teams overlap a little, as people help out at a second venue; a small tenant wraps round.
    const team = new Set(
      Array.from(
        { length: Math.min(plan.teamSize, crewIds.length) },
        (_, seat) => crewIds[(index * 11 + seat) % crewIds.length]!,
      ),
    );
    if (team.size > 0) {
      await tx
        .insert(plusCrewMembers)
        .values([...team].map((personId) => ({ tenantId, plusCrewId: crew!.id, personId })));
    }
    const values = await tx
      .insert(plusCrewValues)
      .values(
        plusCrewValueTypeCodes.map((valueType) => ({
          tenantId,
          plusCrewId: crew!.id,
          valueType,
          bonusShareBasisPoints: valueType === 'teamBonus' ? plan.bonusShareBasisPoints : null,
          targetMode: valueType === 'targetTurnover' ? plan.target.mode : null,
          targetAmountCents: valueType === 'targetTurnover' ? plan.target.amountCents : null,
        })),
      )
      .returning({ id: plusCrewValues.id, valueType: plusCrewValues.valueType });
    const idOf = (code: string) => values.find((value) => value.valueType === code)!.id;
    const rows = days.flatMap((date, dayIndex) => {
      const cents = Math.round(
        plan.baseCents * dayFactor(date, today) * wobble(dayIndex + index * 1000),
      );
      const busy = plan.twoTills && cents > plan.baseCents * 1.3;
      const tills = busy ? [Math.round(cents * 0.6), cents - Math.round(cents * 0.6)] : [cents];
      const hoursHundredths = Math.round((cents / plan.centsPerHour) * 4) * 25;
      return [
        ...tills.map((amountCents) => ({
          tenantId,
          plusCrewValueId: idOf('actualTurnover'),
          date,
          amountCents,
          hoursHundredths: null,
          dataSourceType: busy ? ('import' as const) : ('manual' as const),
        })),
        {
          tenantId,
          plusCrewValueId: idOf('staffHours'),
          date,
          amountCents: null,
          hoursHundredths,
          dataSourceType: 'manual' as const,
        },
      ];
    });
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(plusCrewValueDatas).values(rows.slice(start, start + 500));
    }
  }
};
