import { beforeAll, describe, expect, it } from 'vitest';
import { userRights } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

// A client's draft names only their own company's contacts and no person: the answer carries
// the names of what it names, so any id accepted would list other companies' people.

const ctx = useTestApp();
let f: CrewDayFactories;
let client: { token: string; companyId: number; contactId: number };
let strangerContactId: number;
let personId: number;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  const own = await f.clientContact();
  client = {
    token: await ctx.login(own.credentials),
    companyId: own.contact.companyId,
    contactId: own.contact.id,
  };
  strangerContactId = (await f.clientContact()).contact.id;
  personId = (await f.crewMember()).person.id;
});

const create = (body: Record<string, unknown>, token = client.token) =>
  ctx.request('POST', '/api/v1/projects', { token, body: { name: 'Client request', ...body } });

describe("a client's draft project", () => {
  it.each([
    ['contactId', () => strangerContactId],
    ['projectManagerPersonId', () => personId],
    ['crewChiefPersonId', () => personId],
  ])('refuses %s outside what the client may see, naming the field', async (field, id) => {
    const response = await create({ [field]: id() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: `body.${field}` }] });
    expect(response.body).not.toMatch(/Contact|Crew/);
  });

  it('takes a colleague of the own company as contact', async () => {
    const colleague = await f.clientContact({ companyId: client.companyId });
    const response = await create({ contactId: colleague.contact.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contactId: colleague.contact.id });
  });

  it("refuses another company's contact when a client who may edit edits the draft", async () => {
    // Rights are the tenant's to set: a tenant may let clients edit their company's projects.
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(userRights).values({
        tenantId: 1,
        loginTypeCode: 'clients',
        resource: 'projects',
        right: 'EDIT',
        permissionTypes: ['COMPANY'],
      }),
    );
    const { number } = (await create({})).json<{ number: string }>();
    const response = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: client.token,
      body: { contactId: strangerContactId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'body.contactId' }] });
  });

  it('leaves planners free to name any contact and person', async () => {
    const response = await create(
      { contactId: strangerContactId, projectManagerPersonId: personId },
      await ctx.login(demoLogin('planner')),
    );
    expect(response.statusCode).toBe(201);
  });
});
