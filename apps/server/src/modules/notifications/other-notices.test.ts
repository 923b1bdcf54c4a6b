import { beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import {
  createCrewDayFactories,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { tenantOf, testMailer } from '../../testing/mail-factories';
import { lastMailTo } from '../../testing/outbox';
import { createSigningFactories } from '../../testing/signing-factories';
import { useTestApp } from '../../testing/test-app';
import { notifyPayrollReady } from './other-notices';

const ctx = useTestApp();
let f: CrewDayFactories;

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

const signer = async (language?: string) => {
  const { person, credentials } = await f.crewMember({}, { language });
  return { person, token: await ctx.login(credentials) };
};

describe('document and payroll notices', () => {
  it('tells the next signatory in one-by-one order that it is their turn', async () => {
    const [first, second] = [await signer(), await signer('de')];
    const signing = createSigningFactories(ctx.handle.db, ctx.storage);
    const { documentId, name } = await signing.signingDocument({
      ownerPersonId: second.person.id,
      type: { parameters: { signatoriesOrder: 'one by one' } },
      signatories: [
        { party: { personId: first.person.id }, caption: 'Ready to sign' },
        { party: { personId: second.person.id }, caption: null },
      ],
    });
    const response = await ctx.request('POST', `/api/v1/documents/${documentId}/sign/1`, {
      token: first.token,
      body: { signature: signaturePng },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(ctx.handle.db, second.person.email!);
    expect(mail).toMatchObject({
      category: 'documents',
      language: 'de',
      subject: 'Crewhub Demo Events: Dokument zum Unterschreiben',
    });
    expect(mail!.body).toContain(`„${name}“`);
    expect(mail!.body).toContain(`/documents/${documentId}`);
    expect(await lastMailTo(ctx.handle.db, first.person.email!)).toBeNull();
  });

  it('tells a person their payroll is ready, once', async () => {
    const { person } = await signer();
    const tenant = await tenantOf(ctx.handle.db);
    const notify = () =>
      withTenant(ctx.handle.db, 1, (tx) =>
        notifyPayrollReady(
          { tx, tenant, clock: ctx.clock, mailer: testMailer(ctx.clock) },
          { number: 'PR-2026-0042', personId: person.id },
        ),
      );
    await notify();
    await notify();
    const mail = await lastMailTo(ctx.handle.db, person.email!);
    expect(mail).toMatchObject({
      category: 'payrolls',
      subject: 'Crewhub Demo Events: Payroll ready',
    });
    expect(mail!.body).toContain('/payrolls/PR-2026-0042');
    const all = await withTenant(ctx.handle.db, 1, async (tx) =>
      (await tx.select().from(emailMessages)).filter((each) =>
        each.recipients.includes(person.email!),
      ),
    );
    expect(all).toHaveLength(1);
  });
});
