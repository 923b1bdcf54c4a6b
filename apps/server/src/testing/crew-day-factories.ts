import type { LoginTypeCode } from '@crewhub/shared';
import type { Database } from '../db/client';
import {
  appointments,
  blockDates,
  crewRatingTypes,
  locations,
  loginLoginTypes,
  logins,
  vacationRequests,
} from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { hashPassword } from '../lib/password';
import { createFactories } from './factories';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type PersonValues = Parameters<ReturnType<typeof createFactories>['person']>[0];

export const testPassword = 'crew-day-2026';
let passwordHash: Promise<string> | null = null;

/**
 * The shared factories plus what the crew member's day needs: people who can log in, a ready
 * crew with one position, locations, block dates, vacation and rating types.
 */
export const createCrewDayFactories = (db: Database, tenantId = 1) => {
  const base = createFactories(db, tenantId);
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);

  /** A login with the test password for a person or a client contact, of one login type. */
  const login = async (values: {
    email: string;
    type: LoginTypeCode;
    personId?: number;
    contactId?: number;
    language?: string;
  }) => {
    const { type, ...columns } = values;
    passwordHash ??= hashPassword(testPassword);
    const hash = await passwordHash;
    await inTenant(async (tx) => {
      const [row] = await tx
        .insert(logins)
        .values({ tenantId, passwordHash: hash, ...columns })
        .returning();
      await tx.insert(loginLoginTypes).values({ tenantId, loginId: row!.id, loginTypeCode: type });
    });
    return { email: values.email, password: testPassword };
  };

  /** A person with a crew login; returns the credentials for ctx.login. */
  const crewMember = async (values: PersonValues = {}, loginValues: { language?: string } = {}) => {
    const person = await base.person(values);
    const credentials = await login({
      email: person.email!,
      type: 'crew',
      personId: person.id,
      ...loginValues,
    });
    return { person, credentials };
  };

  /** A project guests open with its number and the test password. */
  const guestProject = async (values: Parameters<typeof base.project>[0] = {}) => {
    passwordHash ??= hashPassword(testPassword);
    const project = await base.project({ ...values, guestPasswordHash: await passwordHash });
    return { project, credentials: { projectNumber: project.number, password: testPassword } };
  };

  /** A contact of a new company (or `companyId`) with a client login. */
  const clientContact = async (values: { companyId?: number; language?: string } = {}) => {
    const companyId = values.companyId ?? (await base.company()).id;
    const contact = await base.contact({ companyId });
    const credentials = await login({
      email: contact.email!,
      type: 'clients',
      contactId: contact.id,
      language: values.language,
    });
    return { contact, credentials };
  };

  const location = (values: Insert<typeof locations> = {}) =>
    inTenant(
      async (tx) =>
        (
          await tx
            .insert(locations)
            .values({ name: 'Ahoy Hall 1', city: 'Rotterdam', ...values, tenantId })
            .returning()
        )[0]!,
    );

  /** Project, crew and one position of a new function on `date` (08:00-17:00 by default). */
  const crewWithPosition = async (options: {
    date: string;
    crewChiefPersonId?: number | null;
    position?: Partial<Parameters<typeof base.position>[0]>;
    crew?: Partial<Parameters<typeof base.crew>[0]>;
    project?: Parameters<typeof base.project>[0];
  }) => {
    const jobFunction = await base.jobFunction();
    const project = await base.project(options.project);
    const crew = await base.crew({
      projectId: project.id,
      date: options.date,
      crewChiefPersonId: options.crewChiefPersonId ?? null,
      contactOnSiteName: 'Olivia Site',
      contactOnSitePhone: '+31 6 5555 0000',
      contactOnSiteEmail: 'site@example.test',
      ...options.crew,
    });
    const position = await base.position({
      projectCrewId: crew.id,
      projectId: project.id,
      functionId: jobFunction.id,
      startDate: options.date,
      ...options.position,
    });
    return { jobFunction, project, crew, position };
  };

  /** A crew on `date` led by a new crew chief, with `members` new people confirmed on it. */
  const ledCrew = async (
    options: Omit<Parameters<typeof crewWithPosition>[0], 'crewChiefPersonId'> & {
      members?: number;
    },
  ) => {
    const chief = await crewMember();
    const setup = await crewWithPosition({ ...options, crewChiefPersonId: chief.person.id });
    const members = [];
    for (let count = options.members ?? 1; count > 0; count -= 1) {
      const member = await crewMember();
      const assignment = await base.assignment({
        projectCrewItemId: setup.position.id,
        personId: member.person.id,
        status: 'confirmed',
      });
      members.push({ ...member, assignment });
    }
    return { ...setup, chief, members };
  };

  return {
    ...base,
    login,
    crewMember,
    clientContact,
    guestProject,
    location,
    crewWithPosition,
    ledCrew,
    blockDate: (values: Insert<typeof blockDates> & { personId: number; startDate: string }) =>
      inTenant(
        async (tx) =>
          (
            await tx
              .insert(blockDates)
              .values({ reason: 'Busy', ...values, tenantId })
              .returning()
          )[0]!,
      ),
    /** A proposed appointment from 14:00 to 15:00, unless told otherwise. */
    appointment: (values: Insert<typeof appointments> & { personId: number; date: string }) =>
      inTenant(
        async (tx) =>
          (
            await tx
              .insert(appointments)
              .values({
                subject: 'Briefing',
                startTime: '14:00',
                endTime: '15:00',
                ...values,
                tenantId,
              })
              .returning()
          )[0]!,
      ),
    vacation: (values: Insert<typeof vacationRequests> & { personId: number; startDate: string }) =>
      inTenant(
        async (tx) =>
          (
            await tx
              .insert(vacationRequests)
              .values({ ...values, tenantId })
              .returning()
          )[0]!,
      ),
    ratingType: (name: string) =>
      inTenant(
        async (tx) => (await tx.insert(crewRatingTypes).values({ name, tenantId }).returning())[0]!,
      ),
  };
};

export type CrewDayFactories = ReturnType<typeof createCrewDayFactories>;

/** Moves a test clock to an instant (forwards or back). */
export const moveClockTo = (
  clock: { now: () => Date; advance: (ms: number) => void },
  iso: string,
) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

/** A 1x1 PNG data URL, as signature_pad sends (only larger). */
export const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
