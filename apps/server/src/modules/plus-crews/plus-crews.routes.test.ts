import type { PlusCrew, PlusCrewProgress, PlusCrewValue } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../testing/factories';
import { createPlusCrewFactories } from '../../testing/plus-crew-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// The demo's planner@ holds plusCrews READ and EDIT, crew@ neither; the guest link opens PC-001.
const ctx = useTestApp();
const tokens = { planner: '', crew: '', guest: '', northwind: '' };
const f = () => createPlusCrewFactories(ctx.handle.db);

const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown, host?: string) =>
  ctx.request(method, `/api/v1${url}`, { token, body, host });

beforeAll(async () => {
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.crew = await ctx.login(demoLogin('crew'));
  tokens.guest = await ctx.login({ plusCrewNumber: 'PC-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

describe('GET /plusCrews', () => {
  it('lists the plus crews to planners and refuses crew and guests', async () => {
    const response = await call('GET', '/plusCrews', tokens.planner);
    expect(response.statusCode).toBe(200);
    const numbers = response.json<PlusCrew[]>().map((crew) => crew.number);
    expect(numbers).toEqual(expect.arrayContaining(['PC-001', 'PC-002', 'PC-003']));
    expect((await call('GET', '/plusCrews', tokens.crew)).statusCode).toBe(403);
    expect((await call('GET', '/plusCrews', tokens.guest)).statusCode).toBe(403);
  });
});

describe('POST /plusCrews', () => {
  const newCrew = {
    number: 'PC-NEW-1',
    name: 'Terrace bar',
    crewType: 'bar',
    memberPersonIds: [],
    clientContactId: null,
    guestPassword: 'terrace2026',
  };

  it('creates a plus crew that tracks every value type and opens with its guest password', async () => {
    const response = await call('POST', '/plusCrews', tokens.planner, newCrew);
    expect(response.statusCode).toBe(201);
    expect(response.json<PlusCrew>()).toMatchObject({
      number: 'PC-NEW-1',
      name: 'Terrace bar',
      members: [],
      clientContact: null,
      hasGuestPassword: true,
    });
    const id = response.json<PlusCrew>().id;
    const values = await call('GET', `/plusCrewValues?plusCrewId=${id}`, tokens.planner);
    expect(values.statusCode).toBe(200);
    expect(
      values
        .json<PlusCrewValue[]>()
        .map((value) => value.valueTypeCode)
        .sort(),
    ).toEqual(['actualTurnover', 'staffHours', 'targetTurnover', 'teamBonus']);
    const guest = await ctx.login({ plusCrewNumber: 'PC-NEW-1', password: 'terrace2026' });
    expect((await call('GET', '/plusCrews/PC-NEW-1', guest)).statusCode).toBe(200);
  });

  it('refuses a taken number, bad fields, crew and guests', async () => {
    for (const [body, field] of [
      [{ ...newCrew, number: 'PC-001' }, 'number'],
      [{ ...newCrew, number: 'no spaces' }, 'number'],
      [{ ...newCrew, number: 'PC-NEW-2', name: '' }, 'name'],
      [{ ...newCrew, number: 'PC-NEW-2', crewType: 'spa' }, 'crewType'],
      [{ ...newCrew, number: 'PC-NEW-2', guestPassword: 'short' }, 'guestPassword'],
      [{ ...newCrew, number: 'PC-NEW-2', memberPersonIds: [2_000_000_000] }, 'memberPersonIds.0'],
      [{ ...newCrew, number: 'PC-NEW-2', clientContactId: 2_000_000_000 }, 'clientContactId'],
    ] as const) {
      const response = await call('POST', '/plusCrews', tokens.planner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
    expect((await call('POST', '/plusCrews', tokens.crew, newCrew)).statusCode).toBe(403);
    expect((await call('POST', '/plusCrews', tokens.guest, newCrew)).statusCode).toBe(403);
  });
});

describe('GET /plusCrews/{number}', () => {
  it("opens a plus crew for planners and for its own guest, 404 for another's", async () => {
    const own = await call('GET', '/plusCrews/PC-001', tokens.guest);
    expect(own.statusCode).toBe(200);
    expect(own.json<PlusCrew>()).toMatchObject({ number: 'PC-001', hasGuestPassword: true });
    expect((await call('GET', '/plusCrews/PC-002', tokens.planner)).statusCode).toBe(200);
    expect((await call('GET', '/plusCrews/PC-002', tokens.guest)).statusCode).toBe(404);
    expect((await call('GET', '/plusCrews/PC-NONE', tokens.planner)).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's plus crew", async () => {
    const theirs = await createPlusCrewFactories(ctx.handle.db, 2).plusCrew();
    expect((await call('GET', `/plusCrews/${theirs.number}`, tokens.planner)).statusCode).toBe(404);
    const there = await call(
      'GET',
      `/plusCrews/${theirs.number}`,
      tokens.northwind,
      undefined,
      otherTenantHost,
    );
    expect(there.statusCode).toBe(200);
  });
});

describe('POST /plusCrews/{number}', () => {
  const settings = {
    name: 'Bar Noord',
    crewType: 'bar',
    memberPersonIds: [] as number[],
    clientContactId: null as number | null,
  };
  const people = () => createFactories(ctx.handle.db);

  it('saves the settings and a new guest password the guest then logs in with', async () => {
    const crew = await f().plusCrew();
    const response = await call('POST', `/plusCrews/${crew.number}`, tokens.planner, {
      ...settings,
      guestPassword: 'new-guest-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlusCrew>()).toMatchObject({ name: 'Bar Noord', members: [] });
    await expect(
      ctx.login({ plusCrewNumber: crew.number, password: 'new-guest-pass' }),
    ).resolves.toBeTruthy();
  });

  it('links the team to persons and the client contact to a contact, and changes them', async () => {
    const crew = await f().plusCrew();
    const zoe = await people().person({ firstName: 'Zoë', lastName: 'Aalders' });
    const bram = await people().person({ firstName: 'Bram', lastName: 'Zwart' });
    const company = await people().company({ name: 'Venue Noord' });
    const contact = await people().contact({
      companyId: company.id,
      firstName: 'Iris',
      lastName: 'Kramer',
    });
    const linked = await call('POST', `/plusCrews/${crew.number}`, tokens.planner, {
      ...settings,
      memberPersonIds: [bram.id, zoe.id],
      clientContactId: contact.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<PlusCrew>()).toMatchObject({
      members: [
        { personId: zoe.id, name: 'Zoë Aalders' },
        { personId: bram.id, name: 'Bram Zwart' },
      ],
      clientContact: { id: contact.id, name: 'Iris Kramer', companyName: 'Venue Noord' },
    });

    // Saving the team again replaces it: Zoë leaves, nobody is added twice.
    const changed = await call('POST', `/plusCrews/${crew.number}`, tokens.planner, {
      ...settings,
      memberPersonIds: [bram.id],
      clientContactId: null,
    });
    expect(changed.json<PlusCrew>()).toMatchObject({
      members: [{ personId: bram.id, name: 'Bram Zwart' }],
      clientContact: null,
    });
    const listed = (await call('GET', '/plusCrews', tokens.planner))
      .json<PlusCrew[]>()
      .find((row) => row.number === crew.number);
    expect(listed?.members).toEqual([{ personId: bram.id, name: 'Bram Zwart' }]);

    // The guest link (a screen in the venue) gets the crew without the people's names.
    const guest = await ctx.login({ plusCrewNumber: crew.number, password: 'guest-pass-1' });
    expect((await call('GET', `/plusCrews/${crew.number}`, guest)).json<PlusCrew>()).toMatchObject({
      members: [],
      clientContact: null,
    });
  });

  it('refuses guests (403), bad input (400) and unknown numbers (404)', async () => {
    const crew = await f().plusCrew();
    const guest = await ctx.login({ plusCrewNumber: crew.number, password: 'guest-pass-1' });
    expect((await call('POST', `/plusCrews/${crew.number}`, guest, settings)).statusCode).toBe(403);
    const member = await people().person();
    const theirPerson = await createFactories(ctx.handle.db, 2).person();
    const theirContact = await createFactories(ctx.handle.db, 2).contact({
      companyId: (await createFactories(ctx.handle.db, 2).company()).id,
    });
    for (const [body, field] of [
      [{ memberPersonIds: [member.id, theirPerson.id] }, 'body.memberPersonIds.1'],
      [{ memberPersonIds: [member.id, member.id] }, 'body.memberPersonIds'],
      [{ memberPersonIds: [-1] }, 'body.memberPersonIds.0'],
      [{ clientContactId: theirContact.id }, 'body.clientContactId'],
      [{ clientContactId: 'Olivia' }, 'body.clientContactId'],
    ] as const) {
      const bad = await call('POST', `/plusCrews/${crew.number}`, tokens.planner, {
        ...settings,
        ...body,
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
    }
    expect((await call('POST', '/plusCrews/PC-NONE', tokens.planner, settings)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /plusCrewValues and POST /plusCrewValues/{id}', () => {
  it('lists the tracked value types and edits the bonus rule', async () => {
    const crew = await f().plusCrew();
    const values = await call('GET', `/plusCrewValues?plusCrewId=${crew.id}`, tokens.planner);
    expect(values.json<PlusCrewValue[]>().map((value) => value.caption)).toEqual([
      'Team Bonus',
      'Actual Turnover',
      'Staff Hours',
      'Target Turnover',
    ]);
    const updated = await call('POST', `/plusCrewValues/${crew.values.teamBonus}`, tokens.planner, {
      tracked: true,
      bonusShareBasisPoints: 1500,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<PlusCrewValue>().bonusShareBasisPoints).toBe(1500);
  });

  it("refuses another type's setting, guests and other plus crews' guests", async () => {
    const crew = await f().plusCrew();
    const wrong = await call(
      'POST',
      `/plusCrewValues/${crew.values.targetTurnover}`,
      tokens.planner,
      {
        tracked: true,
        bonusShareBasisPoints: 1500,
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(
      'body.bonusShareBasisPoints',
    );
    const body = { tracked: true, targetMode: 'perDay', targetAmountCents: 1000 };
    const guest = await ctx.login({ plusCrewNumber: crew.number, password: 'guest-pass-1' });
    expect(
      (await call('POST', `/plusCrewValues/${crew.values.targetTurnover}`, guest, body)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/plusCrewValues?plusCrewId=${crew.id}`, guest)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/plusCrewValues?plusCrewId=${crew.id}`, tokens.guest)).statusCode,
    ).toBe(404);
  });
});

describe('GET /plusCrews/prgrss', () => {
  const progressOf = async (number: string, month: string) => {
    const response = await call('GET', `/plusCrews/prgrss?month=${month}`, tokens.planner);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlusCrewProgress[]>().find((crew) => crew.number === number)!;
  };

  it('sums a leap February from the 1st to the 29th, several rows on one date', async () => {
    const crew = await f().plusCrew({
      target: { mode: 'perDay', amountCents: 10_000 },
      share: 1000,
    });
    await f().datas(crew.values.actualTurnover, [
      { date: '2028-01-31', amountCents: 99_999 },
      { date: '2028-02-01', amountCents: 50_000 },
      { date: '2028-02-29', amountCents: 200_000 },
      { date: '2028-02-29', amountCents: 100_000 },
      { date: '2028-03-01', amountCents: 99_999 },
    ]);
    await f().datas(crew.values.staffHours, [
      { date: '2028-02-01', hours: 6.5 },
      { date: '2028-02-29', hours: 10 },
    ]);
    expect(await progressOf(crew.number, '2028-02')).toMatchObject({
      actualTurnoverCents: 350_000,
      targetTurnoverCents: 290_000,
      staffHours: 16.5,
      progressPercent: 120,
      // The whole month has turnover, so all of it counts: 10 % of 60000.
      bonusSoFarCents: 6000,
      bonusForecastCents: 6000,
    });
    expect(await progressOf(crew.number, '2028-03')).toMatchObject({ actualTurnoverCents: 99_999 });
  });

  it('defaults to this month and is for planners only', async () => {
    const response = await call('GET', '/plusCrews/prgrss', tokens.planner);
    expect(response.json<PlusCrewProgress[]>()[0]?.month).toBe('2026-11');
    expect((await call('GET', '/plusCrews/prgrss', tokens.guest)).statusCode).toBe(403);
    expect((await call('GET', '/plusCrews/prgrss?month=2026-13', tokens.planner)).statusCode).toBe(
      400,
    );
  });
});

describe('reference lists', () => {
  it('answers value types (guests too), crew types and data source types', async () => {
    const types = await call('GET', '/plusCrewValueTypes', tokens.guest);
    expect(types.json<{ caption: string }[]>().map((type) => type.caption)).toContain(
      'Staff Hours',
    );
    expect((await call('GET', '/plusCrewTypes', tokens.planner)).json()).toContain('bar');
    expect((await call('GET', '/plusCrewDataSourceTypes', tokens.planner)).json()).toEqual([
      'manual',
      'import',
    ]);
    expect((await call('GET', '/plusCrewTypes', tokens.guest)).statusCode).toBe(403);
  });
});
