import type { Activity, Page, PersonListItem } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let personId: number;

beforeAll(async () => {
  for (const role of ['planner', 'office', 'crew']) tokens[role] = await ctx.login(demoLogin(role));
  const people = await ctx.request('GET', '/api/v1/persons?limit=1', { token: tokens.planner });
  personId = people.json<Page<PersonListItem>>().items[0]!.id;
});

const post = (id: number | string, body: unknown, token = tokens.planner, host?: string) =>
  ctx.request('POST', `/api/v1/persons/${id}/activities`, { token, body, host });

describe('POST /persons/{id}/activities', () => {
  it('logs a note about the person, listed in their history', async () => {
    const response = await post(personId, {
      caption: 'Called about the missing ID copy',
      type: 'LOG',
      body: 'Will bring it to the next job',
    });
    expect(response.statusCode).toBe(201);
    const activity = response.json<Activity>();
    expect(activity).toMatchObject({
      type: 'LOG',
      subjectType: 'person',
      subjectId: personId,
      personParty: { id: personId },
      createdBy: expect.objectContaining({ name: expect.any(String) }),
    });
    // Planners and the office read it in the person's history.
    for (const token of [tokens.planner, tokens.office]) {
      const history = await ctx.request('GET', `/api/v1/persons/${personId}/activities?limit=100`, {
        token,
      });
      expect(history.statusCode).toBe(200);
      const items = history.json<Page<Activity>>().items;
      expect(items.map((item) => item.id)).toContain(activity.id);
      expect(
        items.every((item) => item.subjectType === 'person' && item.subjectId === personId),
      ).toBe(true);
    }
  });

  it('lets the office create a to-do with a due date and priority', async () => {
    const response = await post(
      personId,
      { caption: 'Check the new bank account', parameters: { dueDate: '04.12.2026', priority: 1 } },
      tokens.office,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Activity>()).toMatchObject({
      type: 'TODO_INT',
      dueDate: '2026-12-04',
      priority: 1,
      subjectId: personId,
    });
  });

  it.each([
    [{ caption: 'No date' }, 'body.parameters.dueDate'],
    [{ caption: ' ', type: 'LOG' }, 'body.caption'],
    [{ caption: 'Log', type: 'LOG', personParty: 99_999_999 }, 'body.personParty'],
    [{ caption: 'Log', type: 'NOTE' }, 'body.type'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(personId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it('answers 400 for a bad id, 404 for unknown people and 403 without persons READ', async () => {
    const log = { caption: 'Note', type: 'LOG' };
    const bad = await post('abc', log);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('params.id');
    expect((await post(99_999_999, log)).statusCode).toBe(404);
    expect((await post(personId, log, tokens.crew)).statusCode).toBe(403);
  });

  it('reads the history only with persons READ, of people of the tenant', async () => {
    const read = (id: number | string, token = tokens.planner) =>
      ctx.request('GET', `/api/v1/persons/${id}/activities`, { token });
    expect((await read(personId, tokens.crew)).statusCode).toBe(403);
    expect((await read(99_999_999)).statusCode).toBe(404);
    const bad = await ctx.request('GET', `/api/v1/persons/${personId}/activities?limit=0`, {
      token: tokens.planner,
    });
    expect(bad.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('querystring.limit');
  });

  it("answers 404 for another tenant's person", async () => {
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const theirs = await ctx.request('GET', '/api/v1/persons?limit=1', {
      token: northwind,
      host: otherTenantHost,
    });
    const foreignId = theirs.json<Page<PersonListItem>>().items[0]!.id;
    expect((await post(foreignId, { caption: 'Note', type: 'LOG' })).statusCode).toBe(404);
    // And a demo person is unknown in the other tenant.
    expect(
      (await post(personId, { caption: 'Note', type: 'LOG' }, northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
  });
});
