import { sql } from 'drizzle-orm';
import { jsonRawRows, type JsonRead, type SqlValue } from '../../db/json-read';

/** A mailbox with unread mail; the caller's own mail has no id and takes their name. */
export type UnreadMailRow = { mailboxId: number | null; name: string | null; unread: number };

/**
 * The unread mail the caller reads, as a read of another statement (home's): their own mail
 * (sent to their login's address) first, then each mailbox they hold the READ right on (filed
 * in it or sent to its address) by name, only those with unread mail. The same scopes as the
 * mailbox screens (`visibleTo`), counted in one statement instead of one per mailbox.
 */
export const unreadMailRead = (
  tenantId: SqlValue<number>,
  loginId: SqlValue<number>,
): JsonRead<UnreadMailRow[]> =>
  jsonRawRows<UnreadMailRow>(
    sql`select box.id as "mailboxId", box.name, box.unread from (
        select null::integer as id, null::text as name, 0 as own_first,
          (select count(*)::integer from email_message e where e.tenant_id = l.tenant_id
            and not e.read and lower(l.email) = any(e.recipients)) as unread
        from login l where l.tenant_id = ${tenantId} and l.id = ${loginId}
        union all
        select m.id, m.name, 1,
          (select count(*)::integer from email_message e where e.tenant_id = m.tenant_id
            and not e.read and (e.mailbox_id = m.id or lower(m.address) = any(e.recipients)))
        from mailbox_user_right r
        join mailbox m on m.tenant_id = r.tenant_id and m.id = r.mailbox_id
        where r.tenant_id = ${tenantId} and r.login_id = ${loginId} and 'READ' = any(r.rights)
      ) box
      where box.unread > 0
      order by box.own_first, box.name`,
  );
