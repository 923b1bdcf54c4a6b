import { addDays } from '@crewhub/shared';
import type { createStaffer, PlanPerson, PlanPosition, PlanProject } from './planning-plan';
import type { PlanningRefs } from './seed-people';

type Staffer = ReturnType<typeof createStaffer>;

/**
 * What the demo logins need to see on their own screens (crew@: past, to-confirm and
 * confirmed jobs, an application, time off; chief@: leading a crew today) plus a deliberate
 * double booking. Dates follow `today`, so the demo never goes stale.
 */
export const planScenario = (
  refs: PlanningRefs,
  staffer: Staffer,
  today: string,
): PlanProject[] => {
  const { fn, users } = refs;
  const [ahoy, , ziggo, rai, jaarbeurs] = refs.locationIds;
  const [ahoyCompany, festivalCompany, congressCompany] = refs.companyIds;
  let sequence = 900;

  const position = (
    functionName: Parameters<typeof fn>[0],
    date: string,
    rows: number,
    people: PlanPerson[],
    extra: Partial<PlanPosition> = {},
  ): PlanPosition => {
    for (const person of people) staffer.book(person.personId, date);
    const others = staffer.staff(
      fn(functionName),
      date,
      Math.max(0, rows - people.length - (extra.openAsVacancy ? 1 : 0)),
    );
    return {
      functionId: fn(functionName),
      startTime: '08:00',
      endTime: '17:00',
      rows,
      chargeableHours: 9,
      ...extra,
      people: [
        ...people,
        ...others.map((personId) => ({ personId, status: 'confirmed' as const })),
      ],
    };
  };

  const project = (
    name: string,
    date: string,
    companyId: number,
    locationId: number,
    positions: PlanPosition[],
    crewChiefPersonId: number | null = null,
    days = 1,
  ): PlanProject => {
    sequence += 1;
    return {
      number: `P-${date.slice(0, 4)}-${sequence}`,
      name,
      companyId,
      contactId: refs.contactOf(companyId),
      beginDate: date,
      endDate: addDays(date, days - 1),
      locationId,
      state: 'confirmed',
      closed: false,
      crewChiefPersonId,
      projectManagerPersonId: users.planner,
      rateCents: 3500,
      crews: [{ name: 'Main crew', date, shift: 'day', locationId, crewChiefPersonId, positions }],
    };
  };

  const crewJob = (status: PlanPerson['status']) => [{ personId: users.crew, status }];
  const doubleBooked = refs.crew.find((person) => person.functionIds.includes(fn('Rigger')))!;
  const host = refs.crew.find((person) => person.functionIds.includes(fn('Hospitality host')))!;
  const yesterday = addDays(today, -1);

  return [
    // chief@ leads today's crew with several confirmed crew members.
    {
      ...project('Rotterdam Winter Expo', yesterday, ahoyCompany!, ahoy!, [], users.chief, 4),
      crews: [
        {
          name: 'Hall 1 build-up',
          date: today,
          shift: 'day',
          locationId: ahoy!,
          crewChiefPersonId: users.chief,
          positions: [
            position('Crew chief', today, 1, [{ personId: users.chief, status: 'confirmed' }], {
              crewChief: true,
            }),
            position('Stagehand', today, 4, []),
            position('Rigger', today, 2, [{ personId: doubleBooked.id, status: 'confirmed' }]),
            // Spare functions show only to planners (READSPAREFUNCTION).
            position('Spare stagehand', today, 2, []),
          ],
        },
      ],
    },
    // The same rigger is asked elsewhere at the same time: a double booking on purpose.
    project('Ziggo Dome Load-in', today, festivalCompany!, ziggo!, [
      {
        ...position('Rigger', today, 2, []),
        people: [{ personId: doubleBooked.id, status: 'requested' }],
      },
    ]),
    project('Jazz Night Build-up', addDays(today, -20), festivalCompany!, ziggo!, [
      position('Stagehand', addDays(today, -20), 2, crewJob('confirmed')),
    ]),
    project('Boat Show Teardown', addDays(today, -9), ahoyCompany!, ahoy!, [
      position('Runner', addDays(today, -9), 2, crewJob('confirmed')),
    ]),
    project('Congress Setup', addDays(today, 3), congressCompany!, jaarbeurs!, [
      position('Stagehand', addDays(today, 3), 3, crewJob('confirmed')),
    ]),
    project('Gala Dinner', addDays(today, 12), ahoyCompany!, rai!, [
      position('Runner', addDays(today, 12), 2, crewJob('confirmed')),
      // Everyone on it cancelled: the cancellation colour.
      position('Hospitality host', addDays(today, 12), 1, [
        { personId: host.id, status: 'cancelled' },
      ]),
    ]),
    project('Fashion Show', addDays(today, 5), festivalCompany!, rai!, [
      position('Stagehand', addDays(today, 5), 3, crewJob('requested')),
    ]),
    project('Esports Arena', addDays(today, 8), congressCompany!, jaarbeurs!, [
      position('Runner', addDays(today, 8), 2, crewJob('requested')),
    ]),
    // Open vacancies for crew@'s functions; crew@ applied to the first.
    project('Christmas Market Build', addDays(today, 6), ahoyCompany!, ahoy!, [
      position('Stagehand', addDays(today, 6), 3, crewJob('applied'), { openAsVacancy: true }),
      position('Runner', addDays(today, 6), 2, [], {
        openAsVacancy: true,
        startTime: '12:00',
        endTime: '20:00',
      }),
    ]),
    project('New Year Concert', addDays(today, 10), festivalCompany!, ziggo!, [
      position('Stagehand', addDays(today, 10), 4, [], { openAsVacancy: true }),
      position('Hospitality host', addDays(today, 10), 2, [], { openAsVacancy: true }),
    ]),
  ];
};
