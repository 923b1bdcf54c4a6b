import type { Api } from './api';

/** The demo people plan and work in this zone; position times are wall-clock times in it. */
export const crewTimeZone = 'Europe/Amsterdam';

/** Contexts for crew-day pages: the person's own zone, so dates and clocks match the API. */
export const crewContext = { timezoneId: crewTimeZone, locale: 'en-GB' } as const;

/** On site at Rotterdam Ahoy. */
export const onSite = { latitude: 51.88, longitude: 4.49 } as const;

/** The date and time on the wall clock of `timeZone`. */
export const wallClock = (instant = new Date(), timeZone = crewTimeZone) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Longest wait of {@link awayFromMidnight}; give the calling hook at least this much. */
export const midnightWaitMs = 6 * 60_000;

/**
 * Today's shift ends at 23:59. In the last minutes before midnight there is no room left to
 * check in and out on it, so wait for the new day instead (a few minutes, once in a while).
 */
export const awayFromMidnight = async () => {
  const start = wallClock();
  if (start.hour < 23 || start.minute < 55) return;
  while (wallClock().date === start.date) await sleep(5_000);
};

type ProjectPage = { items: { number: string; name: string }[] };
type Crew = {
  id: number;
  name: string;
  date: string;
  locationId: number | null;
  crewChiefPersonId: number | null;
};
type Position = { id: number; functionId: number; functionName: string };
type Assignment = { id: number; status: string };

export type OnSiteCrew = {
  crewId: number;
  projectNumber: string;
  positionId: number;
  assignmentId: number;
  date: string;
  contactOnSite: { name: string; email: string };
};

/**
 * A crew of today's "Rotterdam Winter Expo" led by chief@ (the crew chief of its "Hall 1
 * build-up" crew), with one Stagehand position running now. The seeded shift is 08:00-17:00,
 * which covers the moment a test runs only during the day; this one starts an hour before now
 * (never before 00:00) and ends at 23:59, in the crew's time zone, so check-in is open and
 * check-out stays open whatever the time. Every call makes a new crew: no test shares one.
 */
export const prepareOnSiteCrew = async (
  planner: Api,
  member: Api,
  options: { name: string; status: 'requested' | 'confirmed' },
): Promise<OnSiteCrew> => {
  const projects = await planner.get<ProjectPage>('/projects', { q: 'Rotterdam Winter Expo' });
  const project = projects.items.find((item) => item.name === 'Rotterdam Winter Expo');
  if (!project) throw new Error('The demo project "Rotterdam Winter Expo" is missing');
  const crews = await planner.get<Crew[]>(`/projects/${project.number}/projectCrews`);
  const hall = crews.find((crew) => crew.name === 'Hall 1 build-up');
  if (!hall?.crewChiefPersonId) throw new Error('The demo crew "Hall 1 build-up" is missing');
  const stagehand = (
    await planner.get<Position[]>(`/projectCrews/${hall.id}/projectCrewItems`)
  ).find((position) => position.functionName === 'Stagehand');
  if (!stagehand) throw new Error('"Hall 1 build-up" has no Stagehand position');

  const now = wallClock();
  const startHour = Math.max(0, now.hour - 1);
  const contactOnSite = { name: 'Eva Ahoy', email: 'eva.ahoy@example.com' };
  const crew = await planner.post<Crew>(`/projects/${project.number}/projectCrews`, {
    name: options.name,
    date: now.date,
    shift: 'day',
    locationId: hall.locationId,
    crewChiefPersonId: hall.crewChiefPersonId,
    contactOnSiteName: contactOnSite.name,
    contactOnSitePhone: '+31 10 123 4567',
    contactOnSiteEmail: contactOnSite.email,
  });
  const position = await planner.post<Position>(`/projects/${project.number}/projectCrewItems`, {
    projectCrewId: crew.id,
    functionId: stagehand.functionId,
    startDate: now.date,
    startTime: `${String(startHour).padStart(2, '0')}:00`,
    endTime: '23:59',
    amountOfRows: 1,
    chargeableHours: 8,
  });
  const assignment = await planner.post<Assignment>('/projectCrewItemStatus', {
    projectCrewItemId: position.id,
    personId: member.personId,
    status: 'requested',
  });
  if (options.status === 'confirmed') await confirmAssignment(planner, assignment.id);
  return {
    crewId: crew.id,
    projectNumber: project.number,
    positionId: position.id,
    assignmentId: assignment.id,
    date: now.date,
    contactOnSite,
  };
};

/**
 * The planner confirms the person on the position (what the person may no longer do). Every
 * spec books crew@ on a crew of its own today, so together they pass the weekly maximum: the
 * planner confirms knowingly, with the reason the working-time rules then ask for.
 */
export const confirmAssignment = (planner: Api, assignmentId: number) =>
  planner.post<Assignment>(`/projectCrewItemStatus/${assignmentId}/activate`, {
    overrideReason: 'End-to-end test crews share the same day',
  });

export type CrewPageView = {
  viewer: { role: string; checkInAt: string | null; checkOutAt: string | null };
  members: {
    assignmentId: number;
    checkInAt: string | null;
    checkOutAt: string | null;
    proposedPaidHours: number | null;
    proposedChargedHours: number | null;
    signedOffAt: string | null;
  }[];
  deliveryNote: {
    signedAt: string | null;
    signerName: string | null;
    rating: number | null;
    comment: string | null;
    releasedAt: string | null;
    downloaded: boolean;
    sentAt: string | null;
  };
};

export const crewPageView = (api: Api, crewId: number) =>
  api.get<CrewPageView>(`/projectCrews/${crewId}/crewPage`);
