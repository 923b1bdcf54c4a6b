import type { HomeDashboard, Mailbox } from '@crewhub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, logins, mailboxes, mailboxUserRights } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { withoutRight } from '../../testing/rights-removal';
import { demoLogin, useTestApp } from '../../testing/test-app';

// The office's unread mail on home, against the mailbox list that counts it for the mail screens.
const ctx = useTestApp();

const homeOf = async (token: string) => {
  const response = await ctx.request('GET', '/api/v1/home', { token });
  expect(response.statusCode).toBe(200);
  return response.json<HomeDashboard>();
};

describe("GET /home's unread mail", () => {
  it('counts the office its own mail and each mailbox it reads, as the mailbox list does', async () => {
    const token = await ctx.login(demoLogin('office'));
    await withTenant(ctx.handle.db, 1, async (tx) => {
      const [office] = await tx
        .select({ id: logins.id })
        .from(logins)
        .where(eq(logins.email, demoLogin('office').email));
      // A mailbox read by its address in capitals, and one the office may only send from.
      const [read, sendOnly] = await tx
        .insert(mailboxes)
        .values([
          { tenantId: 1, name: 'Bookings', address: 'Bookings@Demo.Example' },
          { tenantId: 1, name: 'Accounts', address: 'accounts@demo.example' },
        ])
        .returning({ id: mailboxes.id });
      await tx.insert(mailboxUserRights).values([
        { tenantId: 1, mailboxId: read!.id, loginId: office!.id, rights: ['READ'] },
        { tenantId: 1, mailboxId: sendOnly!.id, loginId: office!.id, rights: ['SEND'] },
      ]);
      const mail = { tenantId: 1, sender: 'crew@demo.crewhub.app', body: 'Please look.' };
      await tx.insert(emailMessages).values([
        { ...mail, recipients: [demoLogin('office').email], subject: 'My receipt' },
        { ...mail, recipients: ['bookings@demo.example'], subject: 'Sent to the address' },
        { ...mail, recipients: ['nobody@demo.example'], subject: 'Filed', mailboxId: read!.id },
        { ...mail, recipients: ['accounts@demo.example'], subject: 'Not the office to read' },
      ]);
    });
    const mailboxList = (await ctx.request('GET', '/api/v1/mailboxes', { token })).json<
      Mailbox[]
    >();
    const home = await homeOf(token);
    const expected = mailboxList
      .filter((mailbox) => mailbox.unread > 0)
      .map(({ id, name, unread }) => ({ mailboxId: id, name, unread }));
    // Its own mail first, then the mailboxes it reads by name; not the one it may only send from.
    expect(expected.map(({ name, unread }) => [name, unread])).toEqual([
      ['Lucas Visser', 1],
      ['Bookings', 2],
      ['Planning', 1],
    ]);
    expect(home.office?.unreadMail).toEqual(expected);
  });

  it('gives the office no mail block without the mailboxes READ right', async () => {
    const token = await ctx.login(demoLogin('office'));
    await withoutRight(
      ctx.handle.db,
      { loginType: 'office', resource: 'mailboxes', right: 'READ' },
      async () => {
        const home = await homeOf(token);
        expect(home.office?.unreadMail).toBeNull();
        expect(home.office?.receipts).not.toBeNull();
      },
    );
  });
});
