import { hasRight, localDateOf, officeTimeZone, type OfficeHome } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { listMailboxes } from '../mail';
import {
  countedBlock,
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
const declinedLines = (tx: Executor, tenantId: number) =>
  countedBlock(
    tx,
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
const uploads = (tx: Executor, tenantId: number) =>
  countedBlock(
    tx,
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

const profileApprovals = async (tx: Executor, tenantId: number) => {
  const [row] = await queryRows<{ changes: number; pictures: number }>(
    tx,
    sql`select
      (select count(*)::integer from person_change_request
        where tenant_id = ${tenantId} and status = 'pending') as changes,
      (select count(*)::integer from profile_picture
        where tenant_id = ${tenantId} and status = 'pending') as pictures`,
  );
  return { changes: row?.changes ?? 0, pictures: row?.pictures ?? 0 };
};

type ReceiptRow = CountedRow & {
  number: string;
  personName: string;
  date: string;
  totalCents: number;
};

/** Submitted receipts waiting for a decision, oldest first. */
const receiptsToApprove = (tx: Executor, tenantId: number) =>
  countedBlock(
    tx,
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
const overdueInvoices = (tx: Executor, tenantId: number, today: string) =>
  countedBlock(
    tx,
    sql`select i.number, co.name as "companyName", i.due_date::text as "dueDate",
        i.total_cents as "totalCents", count(*) over ()::integer as total
      from invoice i join company co on co.tenant_id = i.tenant_id and co.id = i.company_id
      where i.tenant_id = ${tenantId} and i.status = 'released' and i.due_date < ${today}::date
      order by i.due_date, i.id limit ${homeBlockSize}`,
    ({ total: _total, ...invoice }: InvoiceRow) => invoice,
  );

/** A block when the caller may open the screen that handles it, else null. */
const when = async <T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> =>
  allowed ? load() : null;

/** The office's work: each block only for those who may open the screen that handles it. */
export const officeHome = async (ctx: RequestContext): Promise<OfficeHome> => {
  const { tx, rights } = ctx;
  const tenantId = ctx.tenant.id;
  const today = localDateOf(ctx.clock.now(), officeTimeZone);
  return {
    declinedLines: await when(hasRight(rights, 'payrolls', 'EDIT', 'ALL'), () =>
      declinedLines(tx, tenantId),
    ),
    uploads: await when(hasRight(rights, 'projectAttachments', 'EDIT', 'ALL'), () =>
      uploads(tx, tenantId),
    ),
    profileApprovals: await when(hasRight(rights, 'personProfiles', 'EDIT', 'ALL'), () =>
      profileApprovals(tx, tenantId),
    ),
    receipts: await when(hasRight(rights, 'receipts', 'EDIT', 'ALL'), () =>
      receiptsToApprove(tx, tenantId),
    ),
    overdueInvoices: await when(hasRight(rights, 'invoices', 'READ', 'ALL'), () =>
      overdueInvoices(tx, tenantId, today),
    ),
    unreadMail: await when(hasRight(rights, 'mailboxes', 'READ'), async () =>
      (await listMailboxes(ctx)).flatMap(({ id, name, unread }) =>
        unread > 0 ? [{ mailboxId: id, name, unread }] : [],
      ),
    ),
  };
};
