import type { Activity, ActivityTypeInfo, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { createFactories, type Factories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let planner: string;
let crew: string;
let northwindPlanner: string;
let f: Factories;

const createTodo = (body: Record<string, unknown>, token = planner) =>
  ctx.request('POST', '/api/v1/activities', { token, body });

beforeAll(async () => {
  planner = await ctx.login(demoLogin('planner'));
  crew = await ctx.login(demoLogin('crew'));
  northwindPlanner = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  f = createFactories(ctx.handle.db);
});

describe('activity types', () => {
  it('lists the three types and marks the to-dos', async () => {
    const response = await ctx.request('GET', '/api/v1/activityTypes', { token: crew });
    expect(response.statusCode).toBe(200);
    expect(response.json<ActivityTypeInfo[]>().map((type) => [type.code, type.todo])).toEqual([
      ['LOG', false],
      ['TODO_INT', true],
      ['TODO_PAYROLL_ITEM', true],
    ]);
  });

  it('needs a login', async () => {
    expect((await ctx.request('GET', '/api/v1/activityTypes')).statusCode).toBe(401);
  });
});

describe('to-dos', () => {
  it("shows the demo planner's to-dos around today", async () => {
    const project = await f.project();
    const caption = `Confirm hotel rooms for ${project.name}`;
    const created = await createTodo({
      caption,
      subjectType: 'project',
      subjectId: project.id,
      parameters: { dueDate: '2026-11-24' },
    });
    expect(created.statusCode).toBe(201);
    const response = await ctx.request('GET', '/api/v1/activities?mine=true&done=false', {
      token: planner,
    });
    const items = response.json<Page<Activity>>().items;
    expect(items.find((item) => item.caption === caption)).toMatchObject({
      subjectType: 'project',
    });
  });

  it('creates a to-do with the documented payload and lists it by due date', async () => {
    const created = await createTodo({
      caption: 'Call the venue about parking',
      body: 'Ask for 12 extra permits',
      type: 'TODO_INT',
      category: 'project',
      parameters: { dueDate: '03.12.2026', priority: 1 },
    });
    expect(created.statusCode).toBe(201);
    const todo = created.json<Activity>();
    expect(todo).toMatchObject({
      caption: 'Call the venue about parking',
      dueDate: '2026-12-03',
      priority: 1,
      done: false,
      recipient: null,
    });
    expect(todo.createdBy?.name).toBeTruthy();

    const list = await ctx.request('GET', '/api/v1/activities?from=2026-12-01&to=2026-12-31', {
      token: planner,
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<Page<Activity>>().items;
    expect(items.map((item) => item.id)).toContain(todo.id);
    expect(items.every((item) => item.dueDate! >= '2026-12-01')).toBe(true);

    const one = await ctx.request('GET', `/api/v1/activities/${todo.id}`, { token: planner });
    expect(one.json<Activity>().body).toBe('Ask for 12 extra permits');
  });

  it('assigns a to-do to a colleague and finds it under mine for them', async () => {
    const colleague = await createCrewDayFactories(ctx.handle.db).crewMember();
    const users = await ctx.request('GET', `/api/v1/users?q=${colleague.credentials.email}`, {
      token: planner,
    });
    const chief = users.json<Page<{ id: number }>>().items[0]!;
    const created = await createTodo({
      caption: 'Check the crew list',
      parameters: { dueDate: '2026-12-04', recipient: chief.id },
    });
    expect(created.json<Activity>().recipient?.id).toBe(chief.id);
    const mine = await ctx.request('GET', '/api/v1/activities?mine=true', { token: planner });
    expect(mine.json<Page<Activity>>().items.map((item) => item.caption)).toContain(
      'Check the crew list',
    );
  });

  it('ticks a to-do off and on again', async () => {
    const todo = (
      await createTodo({ caption: 'Send invoice', parameters: { dueDate: '2026-12-05' } })
    ).json<Activity>();
    const done = await ctx.request('POST', `/api/v1/activities/${todo.id}`, {
      token: planner,
      body: { done: true, priority: 2 },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Activity>()).toMatchObject({ done: true, priority: 2 });
    expect(done.json<Activity>().doneAt).toBe('2026-11-23T09:00:00.000Z');
    const open = await ctx.request(
      'GET',
      '/api/v1/activities?done=false&from=2026-12-05&to=2026-12-05',
      {
        token: planner,
      },
    );
    expect(open.json<Page<Activity>>().items.map((item) => item.id)).not.toContain(todo.id);
    const undone = await ctx.request('POST', `/api/v1/activities/${todo.id}`, {
      token: planner,
      body: { done: false },
    });
    expect(undone.json<Activity>()).toMatchObject({ done: false, doneAt: null });
  });

  it('attaches a log to a project and refuses to change it', async () => {
    const project = await f.project();
    const log = await createTodo({
      caption: 'Client called',
      type: 'LOG',
      subjectType: 'project',
      subjectId: project.id,
    });
    expect(log.statusCode).toBe(201);
    const bySubject = await ctx.request(
      'GET',
      `/api/v1/activities?subjectType=project&subjectId=${project.id}&type=LOG`,
      { token: planner },
    );
    expect(bySubject.json<Page<Activity>>().items.map((item) => item.caption)).toContain(
      'Client called',
    );
    const refused = await ctx.request('POST', `/api/v1/activities/${log.json<Activity>().id}`, {
      token: planner,
      body: { caption: 'Rewritten' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it.each([
    [{ caption: '', parameters: { dueDate: '2026-12-01' } }, 'body.caption'],
    [{ caption: 'x', parameters: { dueDate: '31.02.2026' } }, 'body.parameters.dueDate'],
    [{ caption: 'x', parameters: { dueDate: 'tomorrow' } }, 'body.parameters.dueDate'],
    [{ caption: 'x', parameters: {} }, 'body.parameters.dueDate'],
    [
      { caption: 'x', parameters: { dueDate: '2026-12-01', priority: 9 } },
      'body.parameters.priority',
    ],
    [{ caption: 'x', type: 'LOG', subjectType: 'project' }, 'body.subjectId'],
    [{ caption: 'x', type: 'LOG', subjectType: 'project', subjectId: 999999 }, 'body.subjectId'],
    [
      { caption: 'x', parameters: { dueDate: '2026-12-01', recipient: 999999 } },
      'body.parameters.recipient',
    ],
  ])('refuses %o with 400 on %s', async (body, field) => {
    const response = await createTodo(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it('refuses bad list filters with 400', async () => {
    const response = await ctx.request('GET', '/api/v1/activities?from=2026-13-01', {
      token: planner,
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for people with the to-do calendar right', async () => {
    expect((await ctx.request('GET', '/api/v1/activities', { token: crew })).statusCode).toBe(403);
    expect(
      (await createTodo({ caption: 'x', parameters: { dueDate: '2026-12-01' } }, crew)).statusCode,
    ).toBe(403);
  });

  it("hides another tenant's activities (404) and does not list them", async () => {
    const todo = (
      await createTodo({ caption: 'Demo only', parameters: { dueDate: '2026-12-06' } })
    ).json<Activity>();
    const read = await ctx.request('GET', `/api/v1/activities/${todo.id}`, {
      token: northwindPlanner,
      host: otherTenantHost,
    });
    expect(read.statusCode).toBe(404);
    const write = await ctx.request('POST', `/api/v1/activities/${todo.id}`, {
      token: northwindPlanner,
      host: otherTenantHost,
      body: { done: true },
    });
    expect(write.statusCode).toBe(404);
    const list = await ctx.request('GET', '/api/v1/activities', {
      token: northwindPlanner,
      host: otherTenantHost,
    });
    expect(list.json<Page<Activity>>().items.map((item) => item.caption)).not.toContain(
      'Demo only',
    );
  });
});
