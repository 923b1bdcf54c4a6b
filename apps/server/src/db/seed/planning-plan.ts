import type { CrewItemStatus } from '@crewhub/shared';

/** An in-memory demo plan, inserted in bulk by seed-planning.ts. */
export type PlanPerson = { personId: number; status: CrewItemStatus };
export type PlanPosition = {
  functionId: number;
  startTime: string;
  endTime: string;
  rows: number;
  chargeableHours: number | null;
  spare?: boolean;
  openAsVacancy?: boolean;
  changed?: boolean;
  crewChief?: boolean;
  people: PlanPerson[];
};
export type PlanCrew = {
  name: string;
  date: string;
  shift: string;
  locationId: number;
  crewChiefPersonId: number | null;
  positions: PlanPosition[];
};
export type PlanProject = {
  number: string;
  name: string;
  companyId: number | null;
  contactId: number | null;
  beginDate: string;
  endDate: string;
  locationId: number | null;
  state: 'client_draft' | 'quoted' | 'confirmed';
  closed: boolean;
  internalKind?: 'sickness' | 'vacation' | 'bank_holiday';
  projectType?: string;
  branchId?: number;
  defaultCateringTypeId?: number;
  rateCardId?: number;
  crewChiefPersonId: number | null;
  projectManagerPersonId: number | null;
  rateCents: number | null;
  crews: PlanCrew[];
};

/**
 * Hands out people for positions without booking anyone twice on one day (double bookings
 * in the demo are made on purpose, with `force`).
 */
export const createStaffer = (crew: { id: number; functionIds: number[] }[]) => {
  const bookedDays = new Map<number, Set<string>>();
  let cursor = 0;
  const book = (personId: number, date: string) => {
    const days = bookedDays.get(personId) ?? new Set<string>();
    days.add(date);
    bookedDays.set(personId, days);
  };
  const isFree = (personId: number, date: string) => !bookedDays.get(personId)?.has(date);
  return {
    book,
    isFree,
    /** Up to `count` people who do the function and are free that day. */
    staff: (functionId: number, date: string, count: number): number[] => {
      const chosen: number[] = [];
      for (let step = 0; step < crew.length && chosen.length < count; step += 1) {
        const person = crew[(cursor + step) % crew.length]!;
        if (person.functionIds.includes(functionId) && isFree(person.id, date)) {
          chosen.push(person.id);
          book(person.id, date);
        }
      }
      cursor = (cursor + 5) % Math.max(1, crew.length);
      return chosen;
    },
  };
};

/** Statuses for a position by where the project stands, so every state and colour shows up. */
export const statusPattern = (
  phase: 'past' | 'ongoing' | 'requested',
  positionIndex: number,
  projectIndex: number,
  people: number,
): CrewItemStatus[] =>
  Array.from({ length: people }, (_, row): CrewItemStatus => {
    if (phase === 'past') {
      if (projectIndex % 4 === 0 && positionIndex === 0 && row === 0) return 'no_show';
      if (projectIndex % 4 === 1 && positionIndex === 1 && row === 0) return 'cancelled';
      return 'confirmed';
    }
    if (phase === 'requested') return 'requested';
    switch ((positionIndex + projectIndex) % 4) {
      case 0:
        return 'confirmed';
      case 1:
        return row === 0 ? 'confirmed' : 'requested';
      case 2:
        return row === 0 ? 'not_needed' : 'requested';
      default:
        return 'spare';
    }
  });
