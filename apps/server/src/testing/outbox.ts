import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailAttachments, emailMessages, files } from '../db/schema';

/** The recorded mails to an address, newest first (read as owner, across tenants). */
export const mailsTo = async (db: Database, address: string) => {
  const rows = await db.select().from(emailMessages).orderBy(desc(emailMessages.id));
  return rows.filter((row) => row.recipients.includes(address));
};

/** The newest recorded mail to an address (read as owner, across tenants, for assertions). */
export const lastMailTo = async (db: Database, address: string) =>
  (await mailsTo(db, address))[0] ?? null;

/** The files recorded as attachments of a mail, in the order they were attached. */
export const attachmentsOf = (db: Database, mail: { tenantId: number; id: number }) =>
  db
    .select({
      fileId: files.id,
      filename: files.filename,
      contentType: files.contentType,
      storageKey: files.storageKey,
    })
    .from(emailAttachments)
    .innerJoin(
      files,
      and(eq(files.tenantId, emailAttachments.tenantId), eq(files.id, emailAttachments.fileId)),
    )
    .where(
      and(
        eq(emailAttachments.tenantId, mail.tenantId),
        eq(emailAttachments.emailMessageId, mail.id),
      ),
    )
    .orderBy(asc(emailAttachments.id));

export const linkTokenIn = (body: string, path: string): string => {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
};
