import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { vapidKeys } from './notifications.schema';

/** The key pair that signs every push (RFC 8292) and the contact the push services may use. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The installation's VAPID keys: from the environment when both are set, else the pair stored in
 * the database, made by whichever node starts first (a concurrent node's insert is ignored and
 * it reads the winner's pair). Run as the database owner: the app role cannot read the table.
 */
export const loadVapidKeys = async (
  db: Database,
  options: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> => {
  if (options.publicKey && options.privateKey) {
    return {
      publicKey: options.publicKey,
      privateKey: options.privateKey,
      subject: options.subject,
    };
  }
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey, subject: options.subject };
};
