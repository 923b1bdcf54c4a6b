import type { DocumentItem, Page, Training, TrainingCourse } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createDocumentFactories } from '../../testing/document-factories';
import { createFactories } from '../../testing/factories';
import { createFormFactories } from '../../testing/form-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let office: string;
let planner: string;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  office = await ctx.login(demoLogin('office'));
  planner = await ctx.login(demoLogin('planner'));
});

let courses = 0;
const newCourse = async (body: Record<string, unknown> = {}) => {
  courses += 1;
  const response = await ctx.request('POST', '/api/v1/trainingCourses', {
    token: office,
    body: { name: `Working at height ${courses}`, validityMonths: 12, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TrainingCourse>();
};
const trainingsOf = async (token: string, query = '') => {
  const response = await ctx.request('GET', `/api/v1/trainings${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<Page<Training>>().items;
};

describe('trainings', () => {
  it('hands out a course with its form, which the crew member sees and completes', async () => {
    const { form } = await createFormFactories(ctx.handle.db).form({
      name: 'First aid quiz',
      kind: 'training',
    });
    const course = await newCourse({ formId: form.id, description: 'Basic first aid' });
    const member = await f.crewMember();
    const crew = await ctx.login(member.credentials);
    expect(await trainingsOf(crew)).toEqual([]);

    const assigned = await ctx.request('POST', '/api/v1/trainings', {
      token: planner,
      body: { personId: member.person.id, courseId: course.id, dueDate: '2026-11-01' },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json<Training>()).toMatchObject({ status: 'overdue', formToFill: null });

    const [mine] = await trainingsOf(crew);
    expect(mine).toMatchObject({
      course: { name: course.name, validityMonths: 12 },
      status: 'overdue',
      formToFill: { slug: 'first-aid-quiz' },
      documents: [],
    });
    const forms = await ctx.request(
      'GET',
      `/api/v1/persons/${member.person.id}/formsTrainingPerform`,
      { token: crew },
    );
    expect(forms.json<Page<{ resultId: number }>>().items[0]?.resultId).toBe(
      mine!.formToFill!.resultId,
    );

    const d = createDocumentFactories(ctx.handle.db, ctx.storage);
    const certificate = await d.document({
      typeId: await d.typeId('ID card'),
      personId: member.person.id,
      name: 'First aid certificate',
    });
    const done = await ctx.request('POST', `/api/v1/trainings/${mine!.id}`, {
      token: office,
      body: { completedOn: '2025-12-01', documentId: certificate.id },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Training>()).toMatchObject({
      completedOn: '2025-12-01',
      expiresOn: '2026-12-01',
      status: 'expiring',
      documents: [{ id: certificate.id, name: 'First aid certificate' }],
    });
    expect(await trainingsOf(office, `?personId=${member.person.id}&status=expiring`)).toHaveLength(
      1,
    );
    expect(await trainingsOf(office, `?personId=${member.person.id}&status=to_do`)).toHaveLength(0);

    const papers = await ctx.request(
      'GET',
      `/api/v1/persons/${member.person.id}/documentsTraining`,
      { token: crew },
    );
    expect(papers.statusCode).toBe(200);
    expect(papers.json<Page<DocumentItem>>().items[0]).toMatchObject({
      id: certificate.id,
      file: { url: expect.stringContaining('/file') },
    });
  });

  it('keeps crew to their own trainings and refuses bad input', async () => {
    const course = await newCourse();
    const member = await f.crewMember();
    const other = await f.crewMember();
    const crew = await ctx.login(member.credentials);
    const body = { personId: other.person.id, courseId: course.id };
    expect((await ctx.request('POST', '/api/v1/trainings', { token: crew, body })).statusCode).toBe(
      403,
    );
    const theirs = await ctx.request('POST', '/api/v1/trainings', { token: office, body });
    const id = theirs.json<Training>().id;
    expect(await trainingsOf(crew)).toEqual([]);
    for (const path of [
      `/api/v1/trainings?personId=${other.person.id}`,
      `/api/v1/persons/${other.person.id}/documentsTraining`,
    ]) {
      expect((await ctx.request('GET', path, { token: crew })).statusCode).toBe(404);
    }
    for (const [path, payload, field] of [
      ['/api/v1/trainings', { personId: other.person.id, courseId: 2_000_000 }, 'courseId'],
      ['/api/v1/trainings', { personId: 2_000_000, courseId: course.id }, 'personId'],
      [
        '/api/v1/trainings',
        { personId: other.person.id, courseId: course.id, dueDate: 'x' },
        'dueDate',
      ],
      [`/api/v1/trainings/${id}`, { completedOn: '2026-12-24' }, 'completedOn'],
      [
        `/api/v1/trainings/${id}`,
        { completedOn: '2026-11-01', documentId: 2_000_000 },
        'documentId',
      ],
      ['/api/v1/trainingCourses', { name: course.name }, 'name'],
      ['/api/v1/trainingCourses', { name: 'New course', formId: 2_000_000 }, 'formId'],
      ['/api/v1/trainingCourses', { name: '' }, 'name'],
    ] as const) {
      const response = await ctx.request('POST', path, { token: office, body: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(field);
    }
    const northwindPerson = await createFactories(ctx.handle.db, 2).person();
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const cross = await ctx.request('POST', `/api/v1/trainings/${id}`, {
      token: northwind,
      host: otherTenantHost,
      body: { completedOn: '2026-11-01' },
    });
    expect(cross.statusCode).toBe(404);
    const foreign = await ctx.request('POST', '/api/v1/trainings', {
      token: office,
      body: { personId: northwindPerson.id, courseId: course.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await ctx.request('GET', '/api/v1/trainings')).statusCode).toBe(401);
    const list = await ctx.request('GET', '/api/v1/trainingCourses', { token: crew });
    expect(list.json<TrainingCourse[]>().map((item) => item.name)).toContain(course.name);
  });
});
