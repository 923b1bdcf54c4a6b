import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailMessages } from '../db/schema';

/** The newest recorded mail to an address (read as owner, across tenants, for assertions). */
export const lastMailTo = async (db: Database, address: string) => {
  const rows = await db.select().from(emailMessages).orderBy(desc(emailMessages.id));
  return rows.find((row) => row.recipients.includes(address)) ?? null;
};

export const linkTokenIn = (body: string, path: string): string => {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
};
