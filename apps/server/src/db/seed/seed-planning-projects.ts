import { addDays } from '@crewhub/shared';
import { demoEventNames } from './planning-demo-data';
import {
  statusPattern,
  type createStaffer,
  type PlanCrew,
  type PlanPosition,
  type PlanProject,
} from './planning-plan';
import type { PlanningRefs } from './seed-people';

type Phase = 'past' | 'ongoing' | 'requested';

const shifts = [
  { shift: 'day', startTime: '08:00', endTime: '17:00' },
  { shift: 'evening', startTime: '14:00', endTime: '23:00' },
];

/**
 * The regular demo projects: about 40% past, 30% ongoing or upcoming confirmed, 30% requested
 * (quoted or client draft), spread over the calendar around `today`.
 */
export const planRegularProjects = (
  refs: PlanningRefs,
  staffer: ReturnType<typeof createStaffer>,
  options: { today: string; count: number },
): PlanProject[] => {
  const { fn } = refs;
  const workFunctions = [
    fn('Stagehand'),
    fn('Rigger'),
    fn('Forklift driver'),
    fn('Audio technician'),
    fn('Lighting technician'),
    fn('Runner'),
    fn('Hospitality host'),
  ];
  return Array.from({ length: options.count }, (_, index): PlanProject => {
    const phase: Phase = index % 10 < 4 ? 'past' : index % 10 < 7 ? 'ongoing' : 'requested';
    const offset =
      phase === 'past'
        ? -(12 + ((index * 37) % 320))
        : phase === 'ongoing'
          ? index - 3
          : 14 + index * 2;
    const beginDate = addDays(options.today, offset);
    const days = 1 + (index % 3);
    const companyId = refs.companyIds[index % refs.companyIds.length]!;
    const locationId = refs.locationIds[index % refs.locationIds.length]!;
    const state =
      phase === 'requested' ? (index % 2 === 0 ? 'quoted' : 'client_draft') : 'confirmed';
    const crews: PlanCrew[] = Array.from({ length: Math.min(days, 2) }, (_, crewIndex) => {
      const date = addDays(beginDate, crewIndex);
      const times = shifts[(index + crewIndex) % shifts.length]!;
      const positions: PlanPosition[] = Array.from(
        { length: 2 + ((index + crewIndex) % 2) },
        (_, p) => {
          const functionId = workFunctions[(index + p * 2) % workFunctions.length]!;
          const rows = 1 + ((index + p) % 4);
          const people =
            phase === 'requested' && state === 'client_draft'
              ? []
              : staffer.staff(functionId, date, rows);
          const statuses = statusPattern(phase, p, index, people.length);
          return {
            functionId,
            ...times,
            rows,
            // Quoted projects miss some chargeable hours, so releasing them shows that check.
            chargeableHours: phase === 'requested' && p === 1 ? null : 8 + (p % 2),
            spare: phase === 'ongoing' && (p + index) % 4 === 3,
            changed: phase === 'ongoing' && p === 1 && index % 3 === 0,
            openAsVacancy: phase === 'ongoing' && p === 0 && offset > 0,
            people: people.map((personId, row) => ({ personId, status: statuses[row]! })),
          };
        },
      );
      return {
        name: `${times.shift === 'day' ? 'Day' : 'Evening'} crew ${crewIndex + 1}`,
        date,
        shift: times.shift,
        locationId,
        crewChiefPersonId: null,
        positions,
      };
    });
    return {
      number: `P-${beginDate.slice(0, 4)}-${String(100 + index)}`,
      name: `${demoEventNames[index % demoEventNames.length]} ${beginDate.slice(0, 4)}`,
      companyId,
      contactId: refs.contactOf(companyId),
      beginDate,
      endDate: addDays(beginDate, days - 1),
      locationId,
      state,
      closed: phase === 'past' && index % 2 === 0,
      crewChiefPersonId: null,
      projectManagerPersonId: refs.users.planner,
      rateCents: 3250 + (index % 4) * 250,
      branchId: refs.branchIds[index % refs.branchIds.length]!,
      defaultCateringTypeId: refs.cateringTypeIds[index % refs.cateringTypeIds.length]!,
      // Most clients are billed by their agreement; some projects by the general card.
      rateCardId: index % 5 === 4 ? refs.generalRateCardId : refs.rateCardOf(companyId),
      crews,
    };
  });
};

/** Time off booked as internal projects, for the sick/vacation/bank-holiday colours. */
export const planInternalProjects = (refs: PlanningRefs, today: string): PlanProject[] => {
  const internal = (
    number: string,
    name: string,
    kind: 'sickness' | 'vacation' | 'bank_holiday',
    personId: number,
    date: string,
    projectType?: string,
  ): PlanProject => ({
    number,
    name,
    companyId: null,
    contactId: null,
    beginDate: date,
    endDate: date,
    locationId: null,
    state: 'confirmed',
    closed: false,
    internalKind: kind,
    projectType,
    crewChiefPersonId: null,
    projectManagerPersonId: null,
    rateCents: null,
    crews: [
      {
        name,
        date,
        shift: 'day',
        locationId: refs.locationIds[0]!,
        crewChiefPersonId: null,
        positions: [
          {
            functionId: refs.fn('Stagehand'),
            startTime: '09:00',
            endTime: '17:00',
            rows: 1,
            chargeableHours: 0,
            people: [{ personId, status: 'confirmed' }],
          },
        ],
      },
    ],
  });
  const [first, second, third, fourth] = refs.crew;
  return [
    internal('I-SICK-001', 'Sickness', 'sickness', first!.id, addDays(today, 2)),
    internal('I-VAC-001', 'Vacation', 'vacation', second!.id, addDays(today, 3)),
    internal('I-VAC-002', 'Unpaid leave', 'vacation', third!.id, addDays(today, 4), 'unpaid'),
    internal('I-HOL-001', 'Bank holiday', 'bank_holiday', fourth!.id, `${today.slice(0, 4)}-12-25`),
  ];
};
