import type { Appointment, HomeDashboard, PersonalCalendar } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Each test invites its own crew members; office@ and planner@ organise. The clock stands on
// Monday 2026-11-23, 10:00 in Amsterdam.
const ctx = useTestApp();
const tokens = { office: '', planner: '', northwind: '' };
let f: CrewDayFactories;

type Member = { id: number; token: string };
const newMember = async (): Promise<Member> => {
  const member = await f.crewMember();
  return { id: member.person.id, token: await ctx.login(member.credentials) };
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, body?: unknown) =>
  ctx.request(method, `/api/v1${url}`, {
    token,
    body,
    ...(token === tokens.northwind ? { host: otherTenantHost } : {}),
  });
const ok = async <T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) => {
  const response = await call(method, url, token, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

const fitting = (personId: number) => ({
  personId,
  subject: 'Uniform fitting',
  date: '2026-11-26',
  startTime: '14:00',
  endTime: '14:30',
  place: 'Warehouse, Nieuwe Kade 4',
  notes: 'Bring your safety shoes',
});

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('appointments', () => {
  it('the office invites, the person accepts, and a new time asks again', async () => {
    const member = await newMember();
    const made = await ok<Appointment>('POST', '/appointments', tokens.office, fitting(member.id));
    expect(made).toMatchObject({
      status: 'proposed',
      subject: 'Uniform fitting',
      startsAt: '2026-11-26T13:00:00.000Z',
      canEdit: true,
      canAnswer: false,
    });
    expect(made.organiser).toBeTruthy();

    const mine = await ok<Appointment[]>('GET', '/appointments', member.token);
    expect(mine.map((row) => [row.id, row.canAnswer, row.canEdit])).toEqual([
      [made.id, true, false],
    ]);
    const accepted = await ok<Appointment>(
      'POST',
      `/appointments/${made.id}/answer`,
      member.token,
      {
        answer: 'accepted',
      },
    );
    expect(accepted.status).toBe('accepted');

    const renamed = await ok<Appointment>('POST', `/appointments/${made.id}`, tokens.planner, {
      ...fitting(member.id),
      subject: 'Uniform fitting and photo',
    });
    expect(renamed).toMatchObject({ status: 'accepted', subject: 'Uniform fitting and photo' });
    const moved = await ok<Appointment>('POST', `/appointments/${made.id}`, tokens.planner, {
      ...fitting(member.id),
      startTime: '15:00',
      endTime: '15:30',
    });
    expect(moved.status).toBe('proposed');
  });

  it('shows on the personal calendar in its own colour while it takes the time', async () => {
    const member = await newMember();
    const made = await ok<Appointment>('POST', '/appointments', tokens.office, fitting(member.id));
    const calendarDay = async () =>
      (
        await ok<PersonalCalendar>('GET', '/personalCalendar?month=2026-11', member.token)
      ).days.find((day) => day.date === '2026-11-26');
    expect((await calendarDay())?.events).toEqual([
      expect.objectContaining({
        kind: 'appointment',
        id: made.id,
        title: 'Uniform fitting',
        legend: 'appointment',
        startsAt: '2026-11-26T13:00:00.000Z',
      }),
    ]);
    await ok('POST', `/appointments/${made.id}/answer`, member.token, { answer: 'declined' });
    expect(await calendarDay()).toBeUndefined();
  });

  it('shows on home when it is today or tomorrow and not declined', async () => {
    const member = await newMember();
    const tomorrow = await ok<Appointment>('POST', '/appointments', tokens.office, {
      ...fitting(member.id),
      date: '2026-11-24',
    });
    await ok('POST', '/appointments', tokens.office, { ...fitting(member.id), date: '2026-11-26' });
    const home = await ok<HomeDashboard>('GET', '/home', member.token);
    expect(home.appointments.map((row) => [row.id, row.canAnswer])).toEqual([[tomorrow.id, true]]);
    await ok('POST', `/appointments/${tomorrow.id}/answer`, member.token, { answer: 'declined' });
    expect((await ok<HomeDashboard>('GET', '/home', member.token)).appointments).toEqual([]);
  });

  it('a declined or cancelled appointment frees the time; a cancelled one is closed', async () => {
    const member = await newMember();
    const made = await ok<Appointment>('POST', '/appointments', tokens.office, fitting(member.id));
    const declined = await ok<Appointment>(
      'POST',
      `/appointments/${made.id}/answer`,
      member.token,
      {
        answer: 'declined',
        comment: 'I work in Utrecht that day',
      },
    );
    expect(declined).toMatchObject({
      status: 'declined',
      answerComment: 'I work in Utrecht that day',
    });
    const cancelled = await ok<Appointment>('DELETE', `/appointments/${made.id}`, tokens.office);
    expect(cancelled).toMatchObject({ status: 'cancelled', canEdit: false, canAnswer: false });
    const again = await call('POST', `/appointments/${made.id}/answer`, member.token, {
      answer: 'accepted',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps appointments to the person and the organisers', async () => {
    const member = await newMember();
    const other = await newMember();
    const made = await ok<Appointment>('POST', '/appointments', tokens.office, fitting(member.id));
    expect((await call('GET', `/appointments/${made.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/appointments/${made.id}`, tokens.northwind)).statusCode).toBe(404);
    expect(await ok<Appointment[]>('GET', '/appointments', other.token)).toEqual([]);
    const answeredByOrganiser = await call(
      'POST',
      `/appointments/${made.id}/answer`,
      tokens.office,
      {
        answer: 'accepted',
      },
    );
    expect(answeredByOrganiser.statusCode).toBe(403);
    const crewInvites = await call('POST', '/appointments', member.token, fitting(other.id));
    expect(crewInvites.statusCode).toBe(403);
    const byPerson = await ok<Appointment[]>(
      'GET',
      `/appointments?personId=${member.id}`,
      tokens.planner,
    );
    expect(byPerson.map((row) => row.id)).toEqual([made.id]);
  });

  it('names the field at fault', async () => {
    const member = await newMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fitting(member.id), endTime: '13:00' }, 'endTime'],
      [{ ...fitting(member.id), videoLink: 'javascript:alert(1)' }, 'videoLink'],
      [{ ...fitting(member.id), date: '2026-02-30' }, 'date'],
      [{ ...fitting(member.id), subject: ' ' }, 'subject'],
      [{ ...fitting(999_999) }, 'personId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/appointments', tokens.office, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
    const otherTenantsPerson = await call(
      'POST',
      '/appointments',
      tokens.northwind,
      fitting(member.id),
    );
    expect(otherTenantsPerson.statusCode).toBe(400);
  });
});
