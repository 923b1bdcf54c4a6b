import { addDays } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  blockDates,
  plannerCrewMemberships,
  plannerCrews,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
  vacationRequests,
} from '../schema';
import { createStaffer, type PlanProject } from './planning-plan';
import { seedPeople, type PlanningRefs } from './seed-people';
import { planInternalProjects, planRegularProjects } from './seed-planning-projects';
import { planScenario } from './seed-planning-scenario';
import { seedProjectReferences } from './seed-project-references';

export type PlanningSeedOptions = {
  tenantId: number;
  /** The day the demo is built around (YYYY-MM-DD). */
  today: string;
  guestProjectNumber: string;
  crewCount: number;
  projectCount: number;
};

/**
 * Inserts the plan in four multi-row statements (projects, crews, positions, assignments).
 * PostgreSQL returns the rows of a multi-row INSERT ... VALUES in the order given, which is
 * what pairs each child with its new parent id here.
 */
const insertPlan = async (tx: Transaction, tenantId: number, plan: PlanProject[], now: Date) => {
  const projectRows = await tx
    .insert(projects)
    .values(plan.map(({ crews: _crews, ...project }) => ({ ...project, tenantId })))
    .returning({ id: projects.id });
  const crews = plan.flatMap((project, index) =>
    project.crews.map((crew) => ({ crew, projectId: projectRows[index]!.id })),
  );
  if (crews.length === 0) return;
  const crewRows = await tx
    .insert(projectCrews)
    .values(
      crews.map(({ crew: { positions: _positions, ...crew }, projectId }) => ({
        ...crew,
        projectId,
        tenantId,
      })),
    )
    .returning({ id: projectCrews.id });
  const positions = crews.flatMap(({ crew, projectId }, index) =>
    crew.positions.map((position) => ({
      position,
      projectId,
      crewId: crewRows[index]!.id,
      date: crew.date,
    })),
  );
  const positionRows = await tx
    .insert(projectCrewItems)
    .values(
      positions.map(({ position, projectId, crewId, date }) => ({
        tenantId,
        projectId,
        projectCrewId: crewId,
        functionId: position.functionId,
        startDate: date,
        endDate: date,
        startTime: position.startTime,
        endTime: position.endTime,
        amountOfRows: position.rows,
        chargeableHours:
          position.chargeableHours === null ? null : String(position.chargeableHours),
        spare: position.spare ?? false,
        crewChief: position.crewChief ?? false,
        openAsVacancy: position.openAsVacancy ?? false,
        changedAt: position.changed ? now : null,
        crewInfoExternal:
          'Black clothing and safety shoes. Report to the crew chief at the crew entrance.',
        crewInfoInternal: position.spare ? 'Only call in when someone drops out.' : null,
      })),
    )
    .returning({ id: projectCrewItems.id });
  const assignments = positions.flatMap(({ position }, index) =>
    position.people.map((person) => ({
      tenantId,
      projectCrewItemId: positionRows[index]!.id,
      personId: person.personId,
      status: person.status,
      confirmedAt: person.status === 'confirmed' ? now : null,
    })),
  );
  if (assignments.length > 0) await tx.insert(projectCrewItemStatuses).values(assignments);
};

/** P-2026-001 (the guest login) gets a place, a contact and two crews. */
const guestProjectPlan = (
  refs: PlanningRefs,
  staffer: ReturnType<typeof createStaffer>,
): PlanProject['crews'] =>
  ['2026-11-21', '2026-11-27'].map((date, index) => ({
    name: index === 0 ? 'Main stage build-up' : 'Main stage show day',
    date,
    shift: 'day',
    locationId: refs.locationIds[0]!,
    crewChiefPersonId: refs.users.chief,
    positions: [refs.fn('Stagehand'), refs.fn('Lighting technician')].map((functionId, p) => ({
      functionId,
      startTime: '09:00',
      endTime: '18:00',
      rows: 3 - p,
      chargeableHours: 9,
      people: staffer
        .staff(functionId, date, 3 - p)
        .map((personId) => ({ personId, status: 'confirmed' as const })),
    })),
  }));

const seedGuestProject = async (
  tx: Transaction,
  options: PlanningSeedOptions,
  refs: PlanningRefs,
  staffer: ReturnType<typeof createStaffer>,
  now: Date,
) => {
  const where = and(
    eq(projects.tenantId, options.tenantId),
    eq(projects.number, options.guestProjectNumber),
  );
  const [guest] = await tx
    .update(projects)
    .set({
      locationId: refs.locationIds[0]!,
      contactId: refs.users.clientContact,
      projectManagerPersonId: refs.users.planner,
      crewChiefPersonId: refs.users.chief,
      clientMark: 'AHOY',
      rateCents: 3450,
      projectType: 'Festival',
      branchId: refs.branchIds[0]!,
      defaultCateringTypeId: refs.cateringTypeIds[0]!,
      rateCardId: refs.rateCardOf(refs.companyIds[0]!),
    })
    .where(where)
    .returning({ id: projects.id });
  const crews = guestProjectPlan(refs, staffer);
  const crewRows = await tx
    .insert(projectCrews)
    .values(
      crews.map(({ positions: _positions, ...crew }) => ({
        ...crew,
        projectId: guest!.id,
        tenantId: options.tenantId,
      })),
    )
    .returning({ id: projectCrews.id });
  for (const [index, crew] of crews.entries()) {
    const rows = await tx
      .insert(projectCrewItems)
      .values(
        crew.positions.map((position) => ({
          tenantId: options.tenantId,
          projectId: guest!.id,
          projectCrewId: crewRows[index]!.id,
          functionId: position.functionId,
          startDate: crew.date,
          endDate: crew.date,
          startTime: position.startTime,
          endTime: position.endTime,
          amountOfRows: position.rows,
          chargeableHours: '9',
        })),
      )
      .returning({ id: projectCrewItems.id });
    const people = crew.positions.flatMap((position, p) =>
      position.people.map((person) => ({
        tenantId: options.tenantId,
        projectCrewItemId: rows[p]!.id,
        personId: person.personId,
        status: person.status,
        confirmedAt: now,
      })),
    );
    if (people.length) await tx.insert(projectCrewItemStatuses).values(people);
  }
};

/** Membership crews with members, favourites and blocked people; time off for a few people. */
const seedPools = async (tx: Transaction, options: PlanningSeedOptions, refs: PlanningRefs) => {
  const { tenantId, today } = options;
  const crewRows = await tx
    .insert(plannerCrews)
    .values([
      { tenantId, name: 'Planner favourites', typeOfAssignment: 'preferred' },
      {
        tenantId,
        name: 'Ahoy regulars',
        typeOfAssignment: 'exclusive',
        companyId: refs.companyIds[0]!,
      },
      { tenantId, name: 'Riggers pool', typeOfAssignment: 'backup' },
    ])
    .returning({ id: plannerCrews.id });
  const kinds = ['favourite', 'member', 'member', 'favourite', 'member', 'blocked'] as const;
  await tx.insert(plannerCrewMemberships).values([
    ...crewRows.flatMap((crew, c) =>
      refs.crew.slice(c * 4, c * 4 + kinds.length).map((person, index) => ({
        tenantId,
        plannerCrewId: crew.id,
        personId: person.id,
        kind: kinds[index]!,
      })),
    ),
    {
      tenantId,
      plannerCrewId: crewRows[0]!.id,
      personId: refs.users.crew,
      kind: 'favourite' as const,
    },
  ]);
  await tx.insert(blockDates).values([
    { tenantId, personId: refs.users.crew, reason: 'Family visit', startDate: addDays(today, 20) },
    {
      tenantId,
      personId: refs.crew[6]!.id,
      reason: 'Exam week',
      startDate: addDays(today, 1),
      endDate: addDays(today, 3),
    },
  ]);
  await tx.insert(vacationRequests).values([
    {
      tenantId,
      personId: refs.users.crew,
      startDate: addDays(today, 30),
      endDate: addDays(today, 34),
      comment: 'Skiing',
    },
    {
      tenantId,
      personId: refs.crew[7]!.id,
      startDate: today,
      endDate: addDays(today, 4),
      status: 'approved' as const,
    },
  ]);
};

/** The planning side of the demo tenant: people, projects, crews, positions and pools. */
export const seedPlanning = async (
  tx: Transaction,
  options: PlanningSeedOptions,
): Promise<void> => {
  const now = new Date(`${options.today}T08:00:00Z`);
  const people = await seedPeople(tx, options.tenantId, options.crewCount);
  const refs: PlanningRefs = {
    ...people,
    ...(await seedProjectReferences(tx, { ...options, fn: people.fn })),
  };
  const staffer = createStaffer(refs.crew);
  // Time off first, so nobody is staffed on a day they are sick or on leave.
  const internal = planInternalProjects(refs, options.today);
  for (const project of internal) {
    for (const crew of project.crews) {
      for (const position of crew.positions) {
        for (const person of position.people) staffer.book(person.personId, crew.date);
      }
    }
  }
  const scenario = planScenario(refs, staffer, options.today);
  const regular = planRegularProjects(refs, staffer, {
    today: options.today,
    count: options.projectCount,
  });
  await insertPlan(tx, options.tenantId, [...scenario, ...internal, ...regular], now);
  await seedGuestProject(tx, options, refs, staffer, now);
  await seedPools(tx, options, refs);
};
