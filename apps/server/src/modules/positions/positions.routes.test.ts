import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
const post = (url: string, body: unknown, token = tokens.planner, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });

/** A fresh position, so tests do not change the demo project's. */
const newPosition = async () => {
  const functions = (await get('/functions')).json().items;
  const project = (
    await post('/projects', {
      name: 'Position edit test',
      crews: [
        {
          name: 'Show',
          date: '2026-12-10',
          positions: [{ functionId: functions[0].id, startTime: '08:00', endTime: '16:00' }],
        },
      ],
    })
  ).json();
  const [position] = (await get(`/projects/${project.number}/projectCrewItems`)).json();
  return { position, functions };
};

describe('POST /projectCrewItems/{id}/update', () => {
  it('updates every field of the edit dialog', async () => {
    const { position, functions } = await newPosition();
    const body = {
      functionId: functions[1].id,
      startDate: '2026-12-11',
      endDate: '2026-12-12',
      startTime: '09:00',
      endTime: '18:30',
      amountOfRows: 3,
      catering: 'Lunch',
      crewInfoExternal: 'Black clothing',
      crewInfoInternal: 'Client pays late',
      crewChief: true,
      clientAdded: true,
      spare: true,
      chargeableHours: 9.5,
    };
    const updated = await post(`/projectCrewItems/${position.id}/update`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...body, functionName: functions[1].name });
  });

  it('leaves out fields unchanged, flags included', async () => {
    const { position } = await newPosition();
    await post(`/projectCrewItems/${position.id}/update`, {
      spare: true,
      crewChief: true,
      openAsVacancy: true,
    });
    const hours = await post(`/projectCrewItems/${position.id}/update`, { chargeableHours: 4 });
    expect(hours.json()).toMatchObject({
      chargeableHours: 4,
      spare: true,
      crewChief: true,
      openAsVacancy: true,
    });
    const cleared = await post(`/projectCrewItems/${position.id}/update`, { catering: null });
    expect(cleared.json()).toMatchObject({ catering: null, chargeableHours: 4 });
  });

  it('answers bad fields with 400 naming the field', async () => {
    const { position } = await newPosition();
    const before = await post(`/projectCrewItems/${position.id}/update`, {
      endDate: '2026-12-01',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().issues[0].field).toBe('body.endDate');
    const rows = await post(`/projectCrewItems/${position.id}/update`, { amountOfRows: 0 });
    expect(rows.json().issues[0].field).toBe('body.amountOfRows');
    const fn = await post(`/projectCrewItems/${position.id}/update`, { functionId: 999_999 });
    expect(fn.json().issues[0].field).toBe('body.functionId');
  });

  it('needs projects EDIT (403) and hides other tenants (404)', async () => {
    const { position } = await newPosition();
    for (const token of [tokens.client, tokens.crew]) {
      const response = await post(
        `/projectCrewItems/${position.id}/update`,
        { spare: true },
        token,
      );
      expect(response.statusCode).toBe(403);
    }
    const other = await post(
      `/projectCrewItems/${position.id}/update`,
      { spare: true },
      tokens.northwind,
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('copies of a position', () => {
  it.each([
    ['copy', () => ({ startDate: '2026-12-11' })],
    ['copyPersons', (targetId: number) => ({ targetProjectCrewItemId: targetId })],
  ] as const)('%s needs projects EDIT (403) and hides other tenants (404)', async (path, body) => {
    const { position } = await newPosition();
    const { position: target } = await newPosition();
    const url = `/projectCrewItems/${position.id}/${path}`;
    for (const token of [tokens.client, tokens.crew])
      expect((await post(url, body(target.id), token)).statusCode).toBe(403);
    expect((await post(url, body(target.id), tokens.northwind, otherTenantHost)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /projectCrewItems/{id}/activities', () => {
  it('logs on the position through the activities service', async () => {
    const { position } = await newPosition();
    const response = await post(`/projectCrewItems/${position.id}/activities`, {
      caption: 'Client asked for two more runners',
      type: 'LOG',
      // The path names the subject; a subject in the body is no part of this call.
      subjectType: 'project',
      subjectId: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      caption: 'Client asked for two more runners',
      type: 'LOG',
      subjectType: 'project_crew_item',
      subjectId: position.id,
    });
    const listed = await get(
      `/activities?subjectType=project_crew_item&subjectId=${position.id}&type=LOG`,
    );
    expect(listed.json().items.map((item: { id: number }) => item.id)).toContain(
      response.json().id,
    );
  });

  it.each([
    [{ caption: '' }, 'body.caption'],
    [{ caption: 'Call the venue', type: 'TODO_INT' }, 'body.parameters.dueDate'],
    [{ caption: 'Call', type: 'LOG', personParty: 999_999 }, 'body.personParty'],
  ])('answers %j with 400 on %s', async (body, field) => {
    const { position } = await newPosition();
    const response = await post(`/projectCrewItems/${position.id}/activities`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('needs projects EDIT (403) and hides other tenants and unknown positions (404)', async () => {
    const { position } = await newPosition();
    const body = { caption: 'Note', type: 'LOG' };
    for (const token of [tokens.client, tokens.crew])
      expect(
        (await post(`/projectCrewItems/${position.id}/activities`, body, token)).statusCode,
      ).toBe(403);
    const other = await post(
      `/projectCrewItems/${position.id}/activities`,
      body,
      tokens.northwind,
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
    expect((await post('/projectCrewItems/999999/activities', body)).statusCode).toBe(404);
  });
});
