import {
  accountSpan,
  contractAccounts,
  daysInRange,
  jobInterval,
  localDateOf,
  periodAround,
  addDays,
  shiftMinutes,
  type ContractPeriod,
  type WorkEntry,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import type { ContractRow, ShiftRow } from './staff-contracts.repository';
import { staffContractsRepository } from './staff-contracts.repository';

// Planned work further than this past today's period is not looked up for an open contract.
const lookAheadDays = 366;

/** Planned: a confirmed shift's length; worked: the hours the crew chief signed off. */
export const toWorkEntry = (row: ShiftRow, timeZone: string): WorkEntry => ({
  date: row.startDate,
  plannedMinutes: row.status === 'confirmed' ? shiftMinutes(jobInterval(row, timeZone)) : 0,
  workedMinutes:
    row.signedOffAt && row.proposedPaidHours !== null
      ? Math.round(Number(row.proposedPaidHours) * 60)
      : 0,
});

/** The contract's accounts per period, computed from assignments, sign-offs and vacation. */
export const loadContractAccounts = async (
  tx: Executor,
  tenantId: number,
  contract: ContractRow,
  now: Date,
): Promise<ContractPeriod[]> => {
  const today = localDateOf(now, contract.timeZone);
  const lastLookedUp = addDays(periodAround(today, contract.quotaUnit).end, lookAheadDays);
  const range = {
    from: contract.startDate,
    to:
      contract.endDate !== null && contract.endDate < lastLookedUp
        ? contract.endDate
        : lastLookedUp,
  };
  const shifts = await staffContractsRepository.shifts(tx, tenantId, [contract.personId], range);
  const vacation = await staffContractsRepository.approvedVacation(
    tx,
    tenantId,
    contract.personId,
    range,
  );
  const corrections = await staffContractsRepository.corrections(tx, tenantId, contract.id);
  const work = shifts.map((row) => toWorkEntry(row, contract.timeZone));
  const span = accountSpan(contract, today, work);
  return contractAccounts({
    terms: contract,
    today,
    work,
    vacationDays: vacation.flatMap((request) =>
      daysInRange(
        request.startDate > span.start ? request.startDate : span.start,
        (request.endDate ?? request.startDate) < span.end
          ? (request.endDate ?? request.startDate)
          : span.end,
      ),
    ),
    corrections,
  });
};
