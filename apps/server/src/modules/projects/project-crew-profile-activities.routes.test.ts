import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, useTestApp } from '../../testing/test-app';

// A crew member's profile and activities in the context of one project.
const ctx = useTestApp();
const guestProject = 'P-2026-001';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: guestProject, password: 'guest2026' });
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

describe('GET /projects/{number}/crewProfile/{personId}', () => {
  it('shows the profile of a person on the project to planners and the client', async () => {
    const [person] = (await get(`/projects/${guestProject}/crewBooking`)).json();
    for (const token of [tokens.planner, tokens.client]) {
      const response = await get(`/projects/${guestProject}/crewProfile/${person.personId}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        personId: person.personId,
        contact: expect.objectContaining({ personId: person.personId }),
      });
    }
  });

  it('answers 404 for people off the project and projects of other companies', async () => {
    const onProject = new Set(
      (await get(`/projects/${guestProject}/crewBooking`))
        .json()
        .map((row: { personId: number }) => row.personId),
    );
    const stranger = (await get('/persons?limit=100'))
      .json()
      .items.find((person: { id: number }) => !onProject.has(person.id));
    expect((await get(`/projects/${guestProject}/crewProfile/${stranger.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/projects/${guestProject}/crewProfile/999999`)).statusCode).toBe(404);
    const clientCompany = (await get(`/projects/${guestProject}`)).json().companyId;
    const foreign = (await get('/projects?tab=past'))
      .json()
      .items.find((project: { companyId: number | null }) => project.companyId !== clientCompany);
    const foreignPerson = (await get(`/projects/${foreign.number}/crewBooking`)).json()[0].personId;
    expect((await get(`/projects/${foreign.number}/crewProfile/${foreignPerson}`)).statusCode).toBe(
      200,
    );
    expect(
      (await get(`/projects/${foreign.number}/crewProfile/${foreignPerson}`, tokens.client))
        .statusCode,
    ).toBe(404);
  });

  it('needs projects READ (403) and a numeric person id (400)', async () => {
    const [person] = (await get(`/projects/${guestProject}/crewBooking`)).json();
    const url = `/projects/${guestProject}/crewProfile/${person.personId}`;
    for (const token of [tokens.crew, tokens.guest])
      expect((await get(url, token)).statusCode).toBe(403);
    const bad = await get(`/projects/${guestProject}/crewProfile/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('params.personId');
  });
});

describe('POST /projects/{number}/activities', () => {
  it('creates a to-do on the project through the activities service', async () => {
    const project = (await get(`/projects/${guestProject}`)).json();
    const response = await post(`/projects/${guestProject}/activities`, {
      caption: 'Send the crew list to the venue',
      parameters: { dueDate: '30.11.2026', priority: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'TODO_INT',
      subjectType: 'project',
      subjectId: project.id,
      dueDate: '2026-11-30',
      priority: 1,
    });
  });

  it.each([
    [{ caption: ' ' }, 'body.caption'],
    [{ caption: 'Call the venue' }, 'body.parameters.dueDate'],
    [{ caption: 'Call', parameters: { dueDate: '31.02.2026' } }, 'body.parameters.dueDate'],
    [
      { caption: 'Call', type: 'LOG', parameters: { recipient: 999_999 } },
      'body.parameters.recipient',
    ],
  ])('answers %j with 400 on %s', async (body, field) => {
    const response = await post(`/projects/${guestProject}/activities`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('needs projects EDIT (403); unknown projects are 404', async () => {
    const body = { caption: 'Note', type: 'LOG' };
    for (const token of [tokens.client, tokens.crew, tokens.guest])
      expect((await post(`/projects/${guestProject}/activities`, body, token)).statusCode).toBe(
        403,
      );
    expect((await post('/projects/P-1999-1/activities', body)).statusCode).toBe(404);
  });
});
