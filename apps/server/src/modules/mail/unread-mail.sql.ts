import { sql } from 'drizzle-orm';
import { jsonRawRows, type JsonRead, type SqlValue } from '../../db/json-read';

/** A mailbox with unread mail; the caller's own mail has no id and takes their name. */
export type UnreadMailRow =
  | { mailboxId: null; name: null; unread: number }
  | { mailboxId: number; name: string; unread: number };

/**
 * The unread mail the caller reads, as a read of another statement (home's): their own mail
 * (sent to their login's address) first, then each mailbox they hold the READ right on (filed
 * in it or sent to its address) by name, only those with unread mail. The same scopes as the
 * mailbox screens (`visibleTo` in mailbox.repository.ts), counted in one statement instead of
 * one per mailbox. The count is a lateral subquery: written in the select list and filtered on,
 * PostgreSQL ran it twice per mailbox.
 */
export const unreadMailRead = (
  tenantId: SqlValue<number>,
  loginId: SqlValue<number>,
): JsonRead<UnreadMailRow[]> =>
  jsonRawRows<UnreadMailRow>(
    sql`select box.id as "mailboxId", box.name, mail.unread from (
        select l.tenant_id, null::integer as id, null::text as name, lower(l.email) as address,
          0 as own_first
        from login l where l.tenant_id = ${tenantId} and l.id = ${loginId}
        union all
        select m.tenant_id, m.id, m.name, lower(m.address), 1
        from mailbox_user_right r
        join mailbox m on m.tenant_id = r.tenant_id and m.id = r.mailbox_id
        where r.tenant_id = ${tenantId} and r.login_id = ${loginId} and 'READ' = any(r.rights)
      ) box
      cross join lateral (select count(*)::integer as unread from email_message e
        where e.tenant_id = box.tenant_id and not e.read
          and (e.mailbox_id = box.id or box.address = any(e.recipients))) mail
      where mail.unread > 0
      order by box.own_first, box.name, box.id`,
  );
