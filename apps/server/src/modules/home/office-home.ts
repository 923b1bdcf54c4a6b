import { hasRight, type OfficeHome } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  constantRead,
  jsonObject,
  jsonRawRows,
  mapRead,
  type JsonRead,
  type SqlValue,
} from '../../db/json-read';
import type { RequestContext } from '../../lib/request-context';
import { unreadMailRead, type UnreadMailRow } from '../mail';
import {
  countedRead,
  homeBlockSize,
  projectRefOfRow,
  type CountedRow,
  type ProjectRefRow,
} from './role-home.sql';

type DeclinedRow = CountedRow & {
  id: number;
  payrollNumber: string;
  personName: string;
  description: string;
  feedback: string | null;
};

/** Payroll lines crew declined that the office has not corrected, oldest first. */
const declinedLines = (tenantId: SqlValue<number>) =>
  countedRead(
    sql`select pi.id, pr.number as "payrollNumber", per.first_name || ' ' || per.last_name as "personName",
        pi.description, pi.feedback, count(*) over ()::integer as total
      from payroll_item pi
      join payroll pr on pr.tenant_id = pi.tenant_id and pr.id = pi.payroll_id
      join person per on per.tenant_id = pr.tenant_id and per.id = pr.person_id
      where pi.tenant_id = ${tenantId} and pi.status = 'declined'
      order by pi.declined_at nulls last, pi.id limit ${homeBlockSize}`,
    ({ total: _total, ...line }: DeclinedRow) => line,
  );

type UploadRow = CountedRow &
  Partial<ProjectRefRow> & { id: number; name: string; typeName: string; ownerName: string | null };

/** Uploaded papers waiting for approval, oldest first. */
const uploads = (tenantId: SqlValue<number>) =>
  countedRead(
    sql`select d.id, d.name, t.name as "typeName",
        coalesce(per.first_name || ' ' || per.last_name, co.name) as "ownerName",
        p.id as "projectId", p.number as "projectNumber", p.name as "projectName",
        count(*) over ()::integer as total
      from document d
      join document_type t on t.tenant_id = d.tenant_id and t.id = d.type_id
      left join person per on per.tenant_id = d.tenant_id and per.id = d.person_id
      left join company co on co.tenant_id = d.tenant_id and co.id = d.company_id
      left join project p on p.tenant_id = d.tenant_id and p.id = d.project_id
      where d.tenant_id = ${tenantId} and d.status = 'pending'
      order by d.created_at, d.id limit ${homeBlockSize}`,
    ({ id, name, typeName, ownerName, projectId, projectNumber, projectName }: UploadRow) => ({
      id,
      name,
      typeName,
      ownerName,
      project:
        projectId && projectNumber && projectName
          ? projectRefOfRow({ projectId, projectNumber, projectName })
          : null,
    }),
  );

const profileApprovals = (tenantId: SqlValue<number>) =>
  mapRead(
    jsonRawRows<{ changes: number; pictures: number }>(
      sql`select
      (select count(*)::integer from person_change_request
        where tenant_id = ${tenantId} and status = 'pending') as changes,
      (select count(*)::integer from profile_picture
        where tenant_id = ${tenantId} and status = 'pending') as pictures`,
    ),
    ([row]) => ({ changes: row?.changes ?? 0, pictures: row?.pictures ?? 0 }),
  );

type ReceiptRow = CountedRow & {
  number: string;
  personName: string;
  date: string;
  totalCents: number;
};

/** Submitted receipts waiting for a decision, oldest first. */
const receiptsToApprove = (tenantId: SqlValue<number>) =>
  countedRead(
    sql`select r.number, per.first_name || ' ' || per.last_name as "personName",
        r.date::text as date, r.total_cents as "totalCents", count(*) over ()::integer as total
      from receipt r join person per on per.tenant_id = r.tenant_id and per.id = r.person_id
      where r.tenant_id = ${tenantId} and r.status = 'submitted'
      order by r.submitted_at nulls last, r.id limit ${homeBlockSize}`,
    ({ total: _total, ...receipt }: ReceiptRow) => receipt,
  );

type InvoiceRow = CountedRow & {
  number: string;
  companyName: string;
  dueDate: string;
  totalCents: number;
};

/** Released invoices past their due date (unpaid), the longest overdue first. */
const overdueInvoices = (tenantId: SqlValue<number>, today: SqlValue<string>) =>
  countedRead(
    sql`select i.number, co.name as "companyName", i.due_date::text as "dueDate",
        i.total_cents as "totalCents", count(*) over ()::integer as total
      from invoice i join company co on co.tenant_id = i.tenant_id and co.id = i.company_id
      where i.tenant_id = ${tenantId} and i.status = 'released' and i.due_date < ${today}::date
      order by i.due_date, i.id limit ${homeBlockSize}`,
    ({ total: _total, ...invoice }: InvoiceRow) => invoice,
  );

/** A block when the caller may open the screen that handles it, else null. */
const when = <T>(allowed: boolean, read: () => JsonRead<T>): JsonRead<T | null> =>
  allowed ? read() : constantRead(null);

/** Which of the office's queues the caller may handle: part of home's statement's shape. */
export type OfficeQueues = {
  declinedLines: boolean;
  uploads: boolean;
  profileApprovals: boolean;
  receipts: boolean;
  overdueInvoices: boolean;
  unreadMail: boolean;
};

export const officeQueuesOf = (ctx: RequestContext): OfficeQueues => ({
  declinedLines: hasRight(ctx.rights, 'payrolls', 'EDIT', 'ALL'),
  uploads: hasRight(ctx.rights, 'projectAttachments', 'EDIT', 'ALL'),
  profileApprovals: hasRight(ctx.rights, 'personProfiles', 'EDIT', 'ALL'),
  receipts: hasRight(ctx.rights, 'receipts', 'EDIT', 'ALL'),
  overdueInvoices: hasRight(ctx.rights, 'invoices', 'READ', 'ALL'),
  unreadMail: hasRight(ctx.rights, 'mailboxes', 'READ'),
});

/** The office's blocks as read; the caller's own mail is named in code (`namedUnreadMail`). */
export type OfficeHomeRead = Omit<OfficeHome, 'unreadMail'> & {
  unreadMail: UnreadMailRow[] | null;
};

/**
 * The office's queues and unread mail, as a read of home's statement: each block only for those
 * who may open the screen that handles it; `today` is the office's date.
 */
export const officeHomeRead = (
  queues: OfficeQueues,
  office: { tenantId: SqlValue<number>; loginId: SqlValue<number>; today: SqlValue<string> },
): JsonRead<OfficeHomeRead> => {
  const { tenantId } = office;
  return jsonObject({
    declinedLines: when(queues.declinedLines, () => declinedLines(tenantId)),
    uploads: when(queues.uploads, () => uploads(tenantId)),
    profileApprovals: when(queues.profileApprovals, () => profileApprovals(tenantId)),
    receipts: when(queues.receipts, () => receiptsToApprove(tenantId)),
    overdueInvoices: when(queues.overdueInvoices, () => overdueInvoices(tenantId, office.today)),
    unreadMail: when(queues.unreadMail, () => unreadMailRead(tenantId, office.loginId)),
  });
};

/** The office's blocks, the caller's own mail under their own name as the mailbox list has it. */
export const namedUnreadMail = (read: OfficeHomeRead, ownName: string): OfficeHome => ({
  ...read,
  unreadMail:
    read.unreadMail?.map((row) => ({
      mailboxId: row.mailboxId,
      name: row.mailboxId === null ? ownName : row.name,
      unread: row.unread,
    })) ?? null,
});
