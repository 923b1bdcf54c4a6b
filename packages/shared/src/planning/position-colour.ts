import type { PositionColourKey } from './calendar-colours';
import type { CrewItemStatus } from './crew-item-status';

/** Internal projects that book time off rather than work. */
export const internalKinds = ['sickness', 'vacation', 'bank_holiday'] as const;
export type InternalKind = (typeof internalKinds)[number] | null;

export type PositionColourInput = {
  internalKind?: InternalKind;
  /** Vacation without pay (internal vacation project of an unpaid request). */
  unpaid?: boolean;
  /** A spare position: people on stand-by. */
  spare?: boolean;
  /** Times or function changed after people were asked. */
  changed?: boolean;
  /** Someone on it is booked elsewhere at the same time. */
  doubleBooked?: boolean;
  /** Statuses of the assignments on the position (one for a person's own calendar). */
  statuses: readonly CrewItemStatus[];
  amountOfRows: number;
};

const setAside: readonly CrewItemStatus[] = ['cancelled', 'not_needed'];

/**
 * The colour key of a position on the planning calendar. Earlier rules win:
 * time off first, then what needs the planner's attention, then how far it is staffed.
 */
export const positionColourKey = (input: PositionColourInput): PositionColourKey => {
  if (input.internalKind === 'sickness') return 'sickDay';
  if (input.internalKind === 'vacation') return input.unpaid ? 'vacationDayUnpaid' : 'vacationDay';
  if (input.internalKind === 'bank_holiday') return 'bankHoliday';
  if (input.statuses.includes('no_show')) return 'absence';
  if (input.doubleBooked) return 'doubleBooking';
  const live = input.statuses.filter((status) => !setAside.includes(status));
  if (input.statuses.length > 0 && live.length === 0) return 'cancellation';
  if (input.changed) return 'hasChanged';
  if (input.spare || (live.length > 0 && live.every((status) => status === 'spare'))) {
    return 'sparePosition';
  }
  const confirmed = live.filter((status) => status === 'confirmed').length;
  return confirmed >= input.amountOfRows ? 'confirmedPosition' : 'requestPending';
};
