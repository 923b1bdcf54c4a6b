import type { CrewProfile, ProjectDeliveryNote } from '@crewhub/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, useTestApp } from '../../testing/test-app';
import { projectOfCrew, sameTenantRow } from '../joins';
import { deliveryNotes, logins, projectCrews, projects } from '../schema';
import { withTenant } from '../tenant-scope';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

const get = (url: string, token: string) => ctx.request('GET', `/api/v1${url}`, { token });

beforeAll(async () => {
  for (const local of ['planner', 'chief', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
});

describe('demo seed: delivery notes and profile pictures', () => {
  it('has signed, released and downloaded delivery notes with the signed PDF', async () => {
    const [seeded] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select({ number: projects.number, crewId: projectCrews.id })
        .from(deliveryNotes)
        .innerJoin(
          projectCrews,
          sameTenantRow(projectCrews, deliveryNotes.tenantId, deliveryNotes.projectCrewId),
        )
        .innerJoin(projects, projectOfCrew)
        .where(eq(deliveryNotes.downloaded, true))
        .orderBy(desc(projectCrews.date)),
    );
    const notes = (await get(`/projects/${seeded!.number}/deliveryNotes`, tokens.planner!)).json<
      ProjectDeliveryNote[]
    >();
    const note = notes.find((each) => each.projectCrewId === seeded!.crewId)!;
    expect(note).toMatchObject({ state: 'released', signerName: expect.any(String) });
    const pdf = await ctx.request('GET', note.fileUrl!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("lists the chief's worked but unsigned crew of yesterday on his home", async () => {
    const home = (await get('/home', tokens.chief!)).json<{
      unsignedDeliveryNotes: { crewName: string; date: string }[];
    }>();
    expect(home.unsignedDeliveryNotes).toContainEqual(
      expect.objectContaining({ crewName: 'Hall 1 load-in', date: '2026-11-22' }),
    );
  });

  it('gives crew@ and chief@ a profile picture', async () => {
    const personIds = await withTenant(ctx.handle.db, 1, (tx) =>
      tx.select({ email: logins.email, personId: logins.personId }).from(logins),
    );
    for (const local of ['crew', 'chief']) {
      const { personId } = personIds.find((row) => row.email.startsWith(`${local}@`))!;
      const profile = (await get(`/crewProfile/${personId}`, tokens.planner!)).json<CrewProfile>();
      expect(profile.publicProfile).toBe(true);
      const picture = await ctx.request('GET', profile.pictureUrl!);
      expect(picture.headers['content-type']).toBe('image/png');
    }
  });
});
