import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useProjectSuite } from '../../testing/guest-project';
import { demoLogin, otherTenantHost } from '../../testing/test-app';

const suite = useProjectSuite();
const { ctx, tokens, get, post, guestProject } = suite;

describe('project crews, positions and bookings', () => {
  it('lists crews, positions and the crew booking of a project, also for its guest', async () => {
    const { number, guest } = await guestProject();
    for (const token of [tokens.planner, guest]) {
      const crews = (await get(`/projects/${number}/projectCrews`, token)).json();
      expect(crews.map((crew: { name: string }) => crew.name)).toEqual([
        'Main stage build-up',
        'Main stage show day',
      ]);
      const positions = (await get(`/projects/${number}/projectCrewItems`, token)).json();
      expect(positions).toHaveLength(4);
      const booking = (await get(`/projects/${number}/crewBooking`, token)).json();
      expect(booking).toHaveLength(1);
      expect(booking[0]).toHaveProperty('functionName');
    }
  });

  it('shows planner-only crew info to planners, never to clients or guests', async () => {
    const { positions, guest, client } = await guestProject();
    const url = `/projectCrewItems/${positions[0]!.id}`;
    await post(`${url}/update`, { crewInfoInternal: 'Pays late, keep hours tight' });
    expect((await get(url)).json().crewInfoInternal).toBe('Pays late, keep hours tight');
    for (const token of [client, guest]) {
      expect((await get(url, token)).json()).toMatchObject({ crewInfoInternal: null });
    }
  });

  it('lists vacant positions', async () => {
    const { number, positions, guest } = await guestProject();
    const vacant = (await get(`/projects/${number}/vacantItems`)).json();
    // The first position has its one person.
    expect(vacant.map((position: { id: number }) => position.id)).toEqual(
      positions.slice(1).map((position) => position.id),
    );
    expect(
      vacant.every(
        (p: { amountOfRows: number; confirmedCount: number; requestedCount: number }) =>
          p.confirmedCount + p.requestedCount < p.amountOfRows,
      ),
    ).toBe(true);
    expect((await get(`/projects/${number}/vacantItems`, guest)).statusCode).toBe(403);
  });

  it('adds a crew and a position; a position without times is refused with 400', async () => {
    const { number, functionId } = await guestProject();
    const crew = await post(`/projects/${number}/projectCrews`, {
      name: 'Teardown',
      date: '2026-11-29',
    });
    expect(crew.statusCode).toBe(201);
    const position = {
      projectCrewId: crew.json().id,
      functionId,
      startDate: '2026-11-29',
      startTime: '08:00',
      endTime: '12:00',
    };
    const created = await post(`/projects/${number}/projectCrewItems`, position);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      clientAdded: false,
      amountOfRows: 1,
      endDate: '2026-11-29',
    });
    const { endTime: _endTime, ...withoutEnd } = position;
    const refused = await post(`/projects/${number}/projectCrewItems`, withoutEnd);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { field: 'body.endTime', message: 'No start or end time entered on the position' },
    ]);
  });

  it('lets a client add a position to their own project, marked client added', async () => {
    const { number, positions, functionId, client } = await guestProject();
    const response = await post(
      `/projects/${number}/projectCrewItems`,
      {
        projectCrewId: positions[0]!.projectCrewId,
        functionId,
        startDate: '2026-11-21',
        startTime: '10:00',
        endTime: '14:00',
      },
      client,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().clientAdded).toBe(true);
  });

  it('refuses a crew of another project with 400 and writes by guests with 403', async () => {
    const { number, functionId, guest } = await guestProject();
    const otherCrew = (await suite.factories.crewWithPosition({ date: '2026-11-10' })).crew.id;
    const response = await post(`/projects/${number}/projectCrewItems`, {
      projectCrewId: otherCrew,
      functionId,
      startDate: '2026-11-21',
      startTime: '10:00',
      endTime: '14:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('body.projectCrewId');
    const crew = { name: 'X', date: '2026-11-21' };
    expect((await post(`/projects/${number}/projectCrews`, crew, guest)).statusCode).toBe(403);
  });
});

describe('guest password', () => {
  it('tells whether guests can log in and sets a new password once', async () => {
    const { number, client } = await guestProject();
    expect((await get(`/projects/${number}/password`)).json()).toEqual({
      projectNumber: number,
      hasPassword: true,
      loginPath: `/login?PID=${number}`,
      expiresOn: null,
    });
    const set = await post(`/projects/${number}/password`, {});
    expect(set.statusCode).toBe(200);
    const { password, loginPath } = set.json();
    expect(loginPath).toContain(`Password=${password}`);
    await ctx.login({ projectNumber: number, password });
    const chosen = await post(`/projects/${number}/password`, { password: 'guest2027' });
    expect(chosen.json().password).toBe('guest2027');
    expect((await post(`/projects/${number}/password`, { password: 'short' })).statusCode).toBe(
      400,
    );
    expect((await get(`/projects/${number}/password`, client)).statusCode).toBe(403);
  });

  it("hides another tenant's project password with 404", async () => {
    const { number } = (await post('/projects', { name: 'Ours only', number: 'OURS-1' })).json();
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await get(`/projects/${number}/password`, northwind, otherTenantHost)).statusCode).toBe(
      404,
    );
    const set = await ctx.request('POST', `/api/v1/projects/${number}/password`, {
      token: northwind,
      host: otherTenantHost,
      body: {},
    });
    expect(set.statusCode).toBe(404);
    expect((await get(`/projects/${number}/password`)).json().hasPassword).toBe(false);
  });
});

describe('copy project', () => {
  it('makes an independent deep copy with new dates', async () => {
    const { number, name, client } = await guestProject();
    const response = await post(`/projects/${number}/copy`, {
      beginDate: '2027-06-01',
      includePersons: true,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ beginDate: '2027-06-01', endDate: '2027-06-02', closed: false });
    expect(copy.number).toMatch(/^P-2027-\d{3}$/);
    const crews = (await get(`/projects/${copy.number}/projectCrews`)).json();
    expect(crews.map((crew: { date: string }) => crew.date)).toContain('2027-06-02');
    const booking = (await get(`/projects/${copy.number}/crewBooking`)).json();
    expect(booking.map((row: { status: string }) => row.status)).toEqual(['requested']);
    await post(`/projects/${copy.number}`, { name: 'Changed copy' });
    expect((await get(`/projects/${number}`)).json().name).toBe(name);
    expect((await post(`/projects/${number}/copy`, { beginDate: 'soon' })).statusCode).toBe(400);
    const byClient = await post(`/projects/${number}/copy`, { beginDate: '2027-01-01' }, client);
    expect(byClient.statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('exports the calculation report as a real XLSX', async () => {
    const { number, client } = await guestProject();
    const path = `/projects/${number}/exportProjectCalculationReportXLXS`;
    const response = await post(path, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calculation')!;
    expect(sheet.getRow(3).getCell(10).value).toBe('Amount');
    expect(sheet.rowCount).toBeGreaterThan(4);
    expect((await post(path, {}, client)).statusCode).toBe(403);
  });

  it('exports crew members and delivery notes as XLSX and the report as PDF', async () => {
    const { number, client } = await guestProject();
    for (const path of ['exportCrewMembersDocuments', 'exportDeliveryNotes']) {
      const response = await post(`/projects/${number}/${path}`, {}, client);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const pdf = await get(`/projects/${number}/report`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/projects/P-1999-1/report')).statusCode).toBe(404);
  });
});

/**
 * A project only this tenant has, with a crew, a position and a person on it, so another
 * tenant's calls can only miss it.
 */
const ourProject = async (number: string) => {
  const functionId = (await suite.factories.jobFunction()).id;
  await post('/projects', {
    name: 'Ours only',
    number,
    beginDate: '2026-12-01',
    crews: [
      {
        name: 'Build-up',
        date: '2026-12-01',
        positions: [{ functionId, startTime: '08:00', endTime: '16:00' }],
      },
    ],
  });
  const [crew] = (await get(`/projects/${number}/projectCrews`)).json();
  const [position] = (await get(`/projects/${number}/projectCrewItems`)).json();
  const personId = (await suite.factories.person()).id;
  await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId });
  return { number, crewId: crew.id as number, functionId, personId };
};

describe('another tenant', () => {
  it('gets 404 from every call on a project of this tenant', async () => {
    const { number, crewId, functionId, personId } = await ourProject('OURS-2');
    const calls: [string, string, unknown][] = [
      ['GET', 'crewBooking', undefined],
      ['GET', 'vacantItems', undefined],
      ['GET', 'calendarLink', undefined],
      ['GET', 'report', undefined],
      ['GET', `crewProfile/${personId}`, undefined],
      ['POST', 'copy', { beginDate: '2027-01-01' }],
      ['POST', 'projectCrews', { name: 'Teardown', date: '2026-12-02' }],
      [
        'POST',
        'projectCrewItems',
        {
          projectCrewId: crewId,
          functionId,
          startDate: '2026-12-01',
          startTime: '08:00',
          endTime: '12:00',
        },
      ],
      ['POST', 'activities', { caption: 'Note', type: 'LOG' }],
      ['POST', 'exportProjectCalculationReportXLXS', {}],
      ['POST', 'exportCrewMembersDocuments', {}],
      ['POST', 'exportDeliveryNotes', {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await ctx.request(method as 'GET', `/api/v1/projects/${number}/${path}`, {
        token: tokens.northwind,
        host: otherTenantHost,
        ...(body === undefined ? {} : { body }),
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    expect((await get(`/projects/${number}/projectCrews`)).json()).toHaveLength(1);
  });
});

describe('project downloads without projects READ', () => {
  it.each([
    ['POST', 'exportCrewMembersDocuments'],
    ['POST', 'exportDeliveryNotes'],
    ['GET', 'report'],
  ])('%s %s answers crew and guests with 403', async (method, path) => {
    const { number, guest } = await guestProject();
    for (const token of [tokens.crew, guest]) {
      const response = await ctx.request(method as 'GET', `/api/v1/projects/${number}/${path}`, {
        token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
