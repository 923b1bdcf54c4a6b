import {
  addDays,
  addMonths,
  daysBetween,
  weekStartOf,
  type ContractType,
  type QuotaUnit,
} from '@crewhub/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  documents,
  logins,
  personFunctions,
  staffContractCorrections,
  staffContractDocuments,
  staffContracts,
  vacationRequests,
} from '../schema';
import { signOffPastWork } from './seed-contract-work';
import { demoUserPersonIds } from './seed-crew-profiles';

type SeedContract = {
  contractType: ContractType;
  quotaUnit: QuotaUnit;
  /**
   * The quota as a share of the hours the person actually worked per week or month on it
   * (rounded to the half hour), so the time account swings around zero as it would for flexible
   * crew; 0 for on-call contracts.
   */
  quotaShare: number;
  /** Months before this month's first day it started, and how many months it ran (open: none). */
  startMonthsAgo: number;
  months?: number;
};

const hours = (value: number) => Math.round(value * 60);
/** The demo's work history covers the three months before this one. */
const currentStartMonthsAgo = 3;

/**
 * crew@ held a fixed-term contract with weekly hours for most of a year and works on call since
 * the work history starts, so planners can book her as the demo's walk-throughs need; chief@
 * moved to a monthly quota then; temp@ is on call without promised hours. A few busy colleagues
 * hold weekly contracts of their own.
 */
const histories: Record<string, SeedContract[]> = {
  crew: [
    {
      contractType: 'fixed_term',
      quotaUnit: 'week',
      quotaShare: 0.95,
      startMonthsAgo: 12,
      months: 9,
    },
    {
      contractType: 'on_call',
      quotaUnit: 'week',
      quotaShare: 0,
      startMonthsAgo: currentStartMonthsAgo,
    },
  ],
  chief: [
    {
      contractType: 'permanent',
      quotaUnit: 'month',
      quotaShare: 1.05,
      startMonthsAgo: currentStartMonthsAgo,
    },
  ],
  temp: [
    {
      contractType: 'on_call',
      quotaUnit: 'week',
      quotaShare: 0,
      startMonthsAgo: 2,
      months: 6,
    },
  ],
};
const colleagueShares = [1.1, 0.9, 1, 0.85];

const periodOf = (thisMonth: string, contract: SeedContract) => {
  const startDate = addMonths(thisMonth, -contract.startMonthsAgo);
  return {
    startDate,
    endDate:
      contract.months === undefined ? null : addDays(addMonths(startDate, contract.months), -1),
  };
};

type Worked = { date: string; minutes: number };

/** Quota from the hours worked on the contract up to yesterday; 4 weeks of it as vacation. */
const toRow = (
  ids: { tenantId: number; personId: number },
  dates: { thisMonth: string; today: string },
  contract: SeedContract,
  worked: readonly Worked[],
) => {
  const period = periodOf(dates.thisMonth, contract);
  const yesterday = addDays(dates.today, -1);
  const last = period.endDate !== null && period.endDate < yesterday ? period.endDate : yesterday;
  const days = Math.max(1, daysBetween(period.startDate, last) + 1);
  const minutes = worked
    .filter((entry) => entry.date >= period.startDate && entry.date <= last)
    .reduce((sum, entry) => sum + entry.minutes, 0);
  const perWeek = (minutes * 7) / days;
  const perUnit = contract.quotaUnit === 'week' ? perWeek : (perWeek * 52) / 12;
  const quotaMinutes = Math.max(0, Math.round((perUnit * contract.quotaShare) / 30) * 30);
  const weeklyQuota = contract.quotaUnit === 'week' ? quotaMinutes : (quotaMinutes * 12) / 52;
  return {
    ...ids,
    contractType: contract.contractType,
    quotaUnit: contract.quotaUnit,
    quotaMinutes,
    vacationMinutesPerYear: Math.round(weeklyQuota * 4),
    ...period,
  };
};

/**
 * Contracts for the demo crew (after payrolls and signing): their past crews are signed off and
 * the accounts come out of that work history. crew@'s current contract holds the contract
 * addendum waiting for their signature, a summer week of approved vacation and two corrections
 * by the office.
 */
export const seedContracts = async (
  tx: Transaction,
  options: { tenantId: number; today: string },
) => {
  const { tenantId, today } = options;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const users = await demoUserPersonIds(tx, tenantId, Object.keys(histories));
  const colleagues = await tx
    .selectDistinct({ personId: personFunctions.personId })
    .from(personFunctions)
    .where(
      and(
        eq(personFunctions.tenantId, tenantId),
        notInArray(personFunctions.personId, [...users.values()]),
      ),
    )
    .orderBy(asc(personFunctions.personId))
    .limit(colleagueShares.length);
  const plans: { personId: number; contract: SeedContract }[] = [
    ...Object.entries(histories).flatMap(([local, contracts]) => {
      const personId = users.get(local);
      return personId === undefined ? [] : contracts.map((contract) => ({ personId, contract }));
    }),
    ...colleagues.map(({ personId }, index) => ({
      personId,
      contract: {
        contractType: index % 2 === 0 ? ('permanent' as const) : ('fixed_term' as const),
        quotaUnit: 'week' as const,
        quotaShare: colleagueShares[index]!,
        startMonthsAgo: 6 + index,
      },
    })),
  ];
  const worked = await signOffPastWork(tx, {
    tenantId,
    today,
    personIds: [...new Set(plans.map((plan) => plan.personId))],
  });
  const rows = plans.map(({ personId, contract }) =>
    toRow(
      { tenantId, personId },
      { thisMonth, today },
      contract,
      worked.filter((entry) => entry.personId === personId),
    ),
  );
  const inserted = await tx
    .insert(staffContracts)
    .values(rows)
    .returning({ id: staffContracts.id, personId: staffContracts.personId });

  const crew = users.get('crew');
  const current = inserted.filter((row) => row.personId === crew).at(-1);
  if (crew === undefined || !current) return;
  const currentStart = addMonths(thisMonth, -currentStartMonthsAgo);
  await tx.insert(vacationRequests).values({
    tenantId,
    personId: crew,
    startDate: weekStartOf(addDays(currentStart, 35)),
    endDate: addDays(weekStartOf(addDays(currentStart, 35)), 4),
    status: 'approved',
    comment: 'Summer holiday',
  });
  const [office] = await tx
    .select({ id: logins.id })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), sql`${logins.email} like 'office@%'`));
  await tx.insert(staffContractCorrections).values([
    {
      tenantId,
      staffContractId: current.id,
      account: 'time',
      date: addDays(currentStart, 10),
      minutes: hours(2.5),
      reason: 'Travel time to the load-out in Maastricht, not in the sign-off',
      createdByLoginId: office?.id ?? null,
    },
    {
      tenantId,
      staffContractId: current.id,
      account: 'vacation',
      date: addDays(currentStart, 40),
      minutes: hours(8),
      reason: 'Special leave for a wedding, booked as vacation by mistake',
      createdByLoginId: office?.id ?? null,
    },
  ]);
  const papers = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenantId),
        eq(documents.personId, crew),
        inArray(documents.name, ['Contract addendum 2027: rates and hours']),
      ),
    );
  if (papers.length > 0) {
    await tx
      .insert(staffContractDocuments)
      .values(
        papers.map((paper) => ({ tenantId, staffContractId: current.id, documentId: paper.id })),
      );
  }
};
