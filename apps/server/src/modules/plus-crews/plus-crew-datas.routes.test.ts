import type { PlusCrew, PlusCrewValueData } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlusCrewFactories, type TestPlusCrew } from '../../testing/plus-crew-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Daily rows, the data entry grid and the CSV import, by planners and by the plus crew's guest.
const ctx = useTestApp();
const tokens = { planner: '', northwind: '' };
const f = () => createPlusCrewFactories(ctx.handle.db);

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, body?: unknown, host?: string) =>
  ctx.request(method, `/api/v1${url}`, { token, body, host });
const fieldOf = (response: { json: <T>() => T }) =>
  response.json<{ issues: { field: string }[] }>().issues[0]?.field;
const guestOf = (crew: TestPlusCrew) =>
  ctx.login({ plusCrewNumber: crew.number, password: 'guest-pass-1' });
const rowsOf = async (crew: TestPlusCrew, valueTypeId: number, month = '2026-11') => {
  const query = `plusCrewId=${crew.id}&valueTypeId=${valueTypeId}&dateFrom=${month}-01&dateTo=${month}-30`;
  const response = await call('GET', `/plusCrewValueDatas?${query}`, tokens.planner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlusCrewValueData[]>();
};

beforeAll(async () => {
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

describe('/plusCrewValueDatas', () => {
  it('adds, lists, corrects and deletes rows; several rows may share a date', async () => {
    const crew = await f().plusCrew();
    const guest = await guestOf(crew);
    const add = (body: unknown) => call('POST', '/plusCrewValueDatas', guest, body);
    const first = await add({
      plusCrewValueId: crew.values.actualTurnover,
      date: '2026-11-02',
      amountCents: 1000,
    });
    expect(first.statusCode, first.body).toBe(201);
    await add({
      plusCrewValueId: crew.values.actualTurnover,
      date: '2026-11-02',
      amountCents: 250,
    });
    const hours = await add({
      plusCrewValueId: crew.values.staffHours,
      date: '2026-11-02',
      hours: 7.25,
    });
    expect(hours.json<PlusCrewValueData>()).toMatchObject({
      hours: 7.25,
      amountCents: null,
      valueTypeId: 3,
    });
    expect((await rowsOf(crew, 2)).map((row) => row.amountCents)).toEqual([1000, 250]);

    const id = first.json<PlusCrewValueData>().id;
    const corrected = await call('POST', `/plusCrewValueDatas/${id}`, guest, {
      date: '2026-11-03',
      amountCents: 900,
    });
    expect(corrected.json<PlusCrewValueData>()).toMatchObject({
      date: '2026-11-03',
      amountCents: 900,
    });
    expect((await call('DELETE', `/plusCrewValueDatas/${id}`, guest, {})).statusCode).toBe(200);
    expect(await rowsOf(crew, 2)).toHaveLength(1);
    expect((await call('DELETE', `/plusCrewValueDatas/${id}`, guest, {})).statusCode).toBe(404);
  });

  it.each([
    ['negative hours', { hours: -1 }, 'staffHours', 'body.hours'],
    [
      'an amount that is not a number',
      { amountCents: '12,50' },
      'actualTurnover',
      'body.amountCents',
    ],
    ['hours on turnover', { amountCents: 100, hours: 2 }, 'actualTurnover', 'body.hours'],
    ['no amount on target', {}, 'targetTurnover', 'body.amountCents'],
  ] as const)('refuses %s with 400 naming the field', async (_, figures, type, field) => {
    const crew = await f().plusCrew();
    const response = await call('POST', '/plusCrewValueDatas', tokens.planner, {
      plusCrewValueId: crew.values[type],
      date: '2026-11-02',
      ...figures,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toBe(field);
  });

  it('refuses an unknown value type and a reversed range in the query', async () => {
    const crew = await f().plusCrew();
    const base = `/plusCrewValueDatas?plusCrewId=${crew.id}`;
    const unknown = await call(
      'GET',
      `${base}&valueTypeId=9&dateFrom=2026-11-01&dateTo=2026-11-30`,
      tokens.planner,
    );
    expect(fieldOf(unknown)).toBe('querystring.valueTypeId');
    const reversed = await call(
      'GET',
      `${base}&valueTypeId=2&dateFrom=2026-11-30&dateTo=2026-11-01`,
      tokens.planner,
    );
    expect(fieldOf(reversed)).toBe('querystring.dateTo');
  });

  it("keeps guests and other tenants out of a plus crew's rows (404)", async () => {
    const crew = await f().plusCrew();
    const other = await f().plusCrew();
    const guest = await guestOf(other);
    const body = {
      plusCrewValueId: crew.values.actualTurnover,
      date: '2026-11-02',
      amountCents: 1,
    };
    expect((await call('POST', '/plusCrewValueDatas', guest, body)).statusCode).toBe(404);
    const there = await call(
      'POST',
      '/plusCrewValueDatas',
      tokens.northwind,
      body,
      otherTenantHost,
    );
    expect(there.statusCode).toBe(404);
  });
});

describe('POST /plusCrews/{number}/days', () => {
  it("replaces a day's rows by what the grid entered and clears on null", async () => {
    const crew = await f().plusCrew();
    await f().datas(crew.values.actualTurnover, [
      { date: '2026-11-05', amountCents: 100 },
      { date: '2026-11-05', amountCents: 200 },
      { date: '2026-11-06', amountCents: 300 },
    ]);
    const guest = await guestOf(crew);
    const response = await call('POST', `/plusCrews/${crew.number}/days`, guest, {
      month: '2026-11',
      days: [
        {
          date: '2026-11-05',
          actualTurnoverCents: 5000,
          staffHours: 8.5,
          targetTurnoverCents: 4000,
        },
        { date: '2026-11-06', actualTurnoverCents: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(crew, 2)).map((row) => [row.date, row.amountCents])).toEqual([
      ['2026-11-05', 5000],
    ]);
    expect((await rowsOf(crew, 3))[0]?.hours).toBe(8.5);
    expect((await rowsOf(crew, 4))[0]?.amountCents).toBe(4000);
  });

  it('refuses a date outside the month being edited and negative hours', async () => {
    const crew = await f().plusCrew();
    const save = (days: unknown) =>
      call('POST', `/plusCrews/${crew.number}/days`, tokens.planner, { month: '2026-11', days });
    const outside = await save([
      { date: '2026-11-02' },
      { date: '2026-12-01', actualTurnoverCents: 1 },
    ]);
    expect(outside.statusCode).toBe(400);
    expect(fieldOf(outside)).toBe('body.days.1.date');
    expect(fieldOf(await save([{ date: '2026-11-02', staffHours: -2 }]))).toBe(
      'body.days.0.staffHours',
    );
  });
});

describe('POST /plusCrews/{number}/import', () => {
  const mapping = {
    date: 'Datum',
    actualTurnover: 'Omzet',
    targetTurnover: null,
    staffHours: 'Uren',
  };

  it('imports a till export, keeps the mapping and counts a re-import once', async () => {
    const crew = await f().plusCrew();
    const csv = 'Datum;Omzet;Uren\n02-11-2026;"1.000,00";8\n02-11-2026;500;4\n03-11-2026;250,50;2';
    const upload = () =>
      call('POST', `/plusCrews/${crew.number}/import`, tokens.planner, { csv, mapping });
    const response = await upload();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ importedDays: 2, importedRows: 3 });
    await upload();
    const rows = await rowsOf(crew, 2);
    expect(rows.map((row) => row.amountCents)).toEqual([100_000, 50_000, 25_050]);
    expect(rows.every((row) => row.dataSourceType === 'import')).toBe(true);
    const saved = await call('GET', `/plusCrews/${crew.number}`, tokens.planner);
    expect(saved.json<PlusCrew>().importMapping).toEqual(mapping);
  });

  it('refuses wrong columns and bad rows with 400 naming the row', async () => {
    const crew = await f().plusCrew();
    const upload = (csv: string) =>
      call('POST', `/plusCrews/${crew.number}/import`, tokens.planner, { csv, mapping });
    const wrongColumns = await upload('Date;Amount\n2026-11-02;10');
    expect(wrongColumns.statusCode).toBe(400);
    expect(fieldOf(wrongColumns)).toBe('body.csv.row.1');
    const badRow = await upload('Datum;Omzet;Uren\n2026-11-02;10;1\n2026-11-03;lots;1');
    expect(badRow.json<{ message: string }>().message).toBe('Row 3, column Omzet: Not a number');
    expect(await rowsOf(crew, 2)).toEqual([]);
  });
});
