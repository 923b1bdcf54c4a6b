import {
  siteSecurityCheckFormId,
  type CrewPage,
  type CrewPhoto,
  type SecurityCheck,
} from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { createCrewDayFactories, signaturePng } from '../../testing/crew-day-factories';
import { multipartBody } from '../../testing/document-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

/**
 * Guests hold no rights (docs/architecture.md, Auth): a project guest opens its project's crew
 * page and contact pages, and nothing of the crew member's day. Every call below must refuse
 * it, even on the guest's own project, so a route that forgets its access rules shows up here.
 */
const ctx = useTestApp();
const guestProject = { projectNumber: 'P-2026-001', password: 'guest2026' };
const today = '2026-11-23';

type Ids = {
  crew: number;
  foreignCrew: number;
  member: number;
  position: number;
  assignment: number;
  blockDate: number;
  vacation: number;
  photo: number;
  check: number;
};
type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  multipart?: boolean;
};

let ids: Ids;
let guest: string;

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const photoUpload = () =>
  multipartBody({}, { bytes: jpeg, contentType: 'image/jpeg', filename: 'site.jpg' });
const crew = (path: string) => (each: Ids) => `/api/v1/projectCrews/${each.crew}${path}`;
const api = (path: (each: Ids) => string) => (each: Ids) => `/api/v1${path(each)}`;
const location = (kind: string): Call => ({
  method: 'POST',
  url: crew('/liveLocations'),
  body: () => ({ kind, latitude: 51.88, longitude: 4.49 }),
});

/** Calls a project guest must not reach: 403 (rights), even for its own project's crew. */
const refused: [string, Call][] = [
  ['check in', location('check_in')],
  ['check out', location('check_out')],
  ['share a position (ping)', location('ping')],
  ['read live locations', { method: 'GET', url: crew('/liveLocations') }],
  [
    'propose hours',
    {
      method: 'POST',
      url: crew('/setProposedPaidChargedHours'),
      body: (each) => ({
        items: [{ assignmentId: each.assignment, proposedPaidHours: 8, proposedChargedHours: 8 }],
      }),
    },
  ],
  ['read the delivery note', { method: 'GET', url: crew('/deliveryNote') }],
  [
    'sign the delivery note',
    {
      method: 'POST',
      url: crew('/deliveryNote/signed'),
      body: () => ({ signature: signaturePng, signerName: 'Guest', rating: 5 }),
    },
  ],
  [
    'release the delivery note',
    { method: 'POST', url: crew('/deliveryNote/release'), body: () => ({ downloaded: true }) },
  ],
  ['send the delivery note', { method: 'POST', url: crew('/deliveryNote/signed/send') }],
  ['confirm digitally', { method: 'POST', url: crew('/digitalConfirm') }],
  ['read the crew chief sheet', { method: 'GET', url: crew('/crewChiefSheet') }],
  ['list photos', { method: 'GET', url: crew('/photos') }],
  ['upload a photo', { method: 'POST', url: crew('/photos'), multipart: true }],
  ...(['approve', 'reject'] as const).map((decision): [string, Call] => [
    `${decision} a photo`,
    { method: 'POST', url: (each) => crew(`/photos/${each.photo}/${decision}`)(each) },
  ]),
  ['list security checks', { method: 'GET', url: crew('/securityChecks') }],
  [
    'open a security check',
    {
      method: 'POST',
      url: crew('/securityChecks'),
      body: () => ({ formId: siteSecurityCheckFormId, date: today, shift: 'day' }),
    },
  ],
  [
    'read a security check',
    { method: 'GET', url: (each) => crew(`/securityChecks/${each.check}`)(each) },
  ],
  [
    'download a security check',
    { method: 'GET', url: (each) => crew(`/securityChecks/${each.check}/download`)(each) },
  ],
  [
    'sign a security check',
    {
      method: 'POST',
      url: (each) => crew(`/securityChecks/${each.check}/download/signed`)(each),
      body: () => ({ signature: signaturePng }),
    },
  ],
  [
    'send a security check',
    { method: 'POST', url: (each) => crew(`/securityChecks/${each.check}/signed/send`)(each) },
  ],
  [
    'download a crew check',
    { method: 'GET', url: api((each) => `/crewChecks/${each.check}/download`) },
  ],
  [
    'sign a crew check',
    {
      method: 'POST',
      url: api((each) => `/crewChecks/${each.check}/download/signed`),
      body: () => ({ signature: signaturePng }),
    },
  ],
  ['list vacancies', { method: 'GET', url: api(() => '/vacancies') }],
  ...(['GET', 'POST'] as const).flatMap((method): [string, Call][] => [
    [
      `apply for a vacancy (${method})`,
      { method, url: api((each) => `/projectCrewItems/${each.position}/applyVacancy`) },
    ],
    [
      `withdraw an application (${method})`,
      { method, url: api((each) => `/projectCrewItems/${each.position}/unapplyVacancy`) },
    ],
  ]),
  [
    'remove an application',
    { method: 'DELETE', url: api((each) => `/jobs/${each.assignment}/application`) },
  ],
  ['list blocked dates', { method: 'GET', url: api(() => '/blockDates') }],
  [
    'block a date',
    {
      method: 'POST',
      url: api(() => '/blockDates'),
      body: () => ({ reason: 'Guest', startDate: '2026-12-01' }),
    },
  ],
  [
    'delete a blocked date',
    { method: 'DELETE', url: api((each) => `/blockDates/${each.blockDate}`) },
  ],
  ['list vacation requests', { method: 'GET', url: api(() => '/vacationRequests') }],
  [
    'request vacation',
    {
      method: 'POST',
      url: api(() => '/vacationRequests'),
      body: () => ({ startDate: '2026-12-02' }),
    },
  ],
  [
    'delete a vacation request',
    { method: 'DELETE', url: api((each) => `/vacationRequests/${each.vacation}`) },
  ],
  [
    'read the personal calendar',
    { method: 'GET', url: api(() => '/personalCalendar?month=2026-11') },
  ],
  ['open home', { method: 'GET', url: api(() => '/home') }],
  ['read crew info', { method: 'GET', url: api(() => '/crewInfo') }],
  ['list rating types', { method: 'GET', url: api(() => '/crewRatingTypes') }],
  [
    'list crew ratings',
    { method: 'GET', url: api((each) => `/crewRatings?projectCrewId=${each.crew}`) },
  ],
  [
    'rate a crew member',
    {
      method: 'POST',
      url: api(() => '/crewRatings'),
      body: (each) => ({ assignmentId: each.assignment, value: 5 }),
    },
  ],
  ['list jobs', { method: 'GET', url: api(() => '/jobs') }],
  ['open a job', { method: 'GET', url: api((each) => `/jobs/${each.assignment}`) }],
  [
    'confirm a job',
    { method: 'POST', url: api((each) => `/jobs/${each.assignment}/confirmation`) },
  ],
  ['list crew chief jobs', { method: 'GET', url: api(() => '/jobs/crewChief') }],
];

/** Pages a project guest may open, but only for its own project: another project's is 404. */
const otherProject: [string, Call][] = [
  [
    'the crew page',
    { method: 'GET', url: api((each) => `/projectCrews/${each.foreignCrew}/crewPage`) },
  ],
  [
    'a crew member contact page',
    {
      method: 'GET',
      url: api((each) => `/projectCrews/${each.foreignCrew}/members/${each.member}`),
    },
  ],
];

const send = (call: Call, token: string) => {
  const headers = { type: 'project' };
  if (call.multipart) {
    const upload = photoUpload();
    return ctx.request(call.method, call.url(ids), {
      token,
      body: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
  }
  return ctx.request(call.method, call.url(ids), { token, body: call.body?.(ids), headers });
};

beforeAll(async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const [project] = await ctx.handle.db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, 1), eq(projects.number, guestProject.projectNumber)));
  const own = await f.ledCrew({ date: today, crew: { projectId: project!.id } });
  const worker = own.members[0]!;
  const foreign = await f.crewWithPosition({ date: today });
  await f.assignment({
    projectCrewItemId: foreign.position.id,
    personId: worker.person.id,
    status: 'confirmed',
  });
  const [chiefToken, workerToken] = await Promise.all([
    ctx.login(own.chief.credentials),
    ctx.login(worker.credentials),
  ]);
  const upload = photoUpload();
  const photo = await ctx.request('POST', `/api/v1/projectCrews/${own.crew.id}/photos`, {
    token: workerToken,
    body: upload.payload,
    headers: upload.headers,
  });
  const check = await ctx.request('POST', `/api/v1/projectCrews/${own.crew.id}/securityChecks`, {
    token: chiefToken,
    body: { formId: siteSecurityCheckFormId, date: today, shift: 'day' },
  });
  ids = {
    crew: own.crew.id,
    foreignCrew: foreign.crew.id,
    member: worker.person.id,
    position: own.position.id,
    assignment: worker.assignment.id,
    blockDate: (await f.blockDate({ personId: worker.person.id, startDate: '2026-12-03' })).id,
    vacation: (await f.vacation({ personId: worker.person.id, startDate: '2026-12-04' })).id,
    photo: photo.json<CrewPhoto>().id,
    check: check.json<SecurityCheck>().id,
  };
  guest = await ctx.login(guestProject);
});

describe('a project guest on the crew member’s day', () => {
  it('opens its own project’s crew page and contact pages (the token works)', async () => {
    expect((await send({ method: 'GET', url: crew('/crewPage') }, guest)).statusCode).toBe(200);
    const contact = await send(
      { method: 'GET', url: (each) => crew(`/members/${each.member}`)(each) },
      guest,
    );
    expect(contact.statusCode).toBe(200);
  });

  it.each(refused)('gets 403 when it tries to %s', async (_what, call) => {
    const response = await send(call, guest);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(otherProject)('gets 404 for %s of another project', async (_what, call) => {
    expect((await send(call, guest)).statusCode).toBe(404);
  });

  it('changed nothing: no check-in, the photo still pending, the check unsigned', async () => {
    const planner = await ctx.login(demoLogin('planner'));
    const read = async <T>(path: string) =>
      (await ctx.request('GET', crew(path)(ids), { token: planner })).json<T>();
    const page = await read<CrewPage>('/crewPage');
    expect(page.members.map((member) => member.checkInAt)).toEqual([null]);
    expect(page.deliveryNote.signedAt).toBeNull();
    const photos = await read<CrewPhoto[]>('/photos');
    expect(photos.map((photo) => photo.status)).toEqual(['pending']);
    const checks = await read<SecurityCheck[]>('/securityChecks');
    expect(checks.map((check) => check.signedAt)).toEqual([null]);
  });
});
