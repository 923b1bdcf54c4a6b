import {
  maxPageSize,
  publicPayrollItemSchema,
  type PayrollLink,
  type PayrollLinkValues,
  type PublicPayroll,
  type PublicPayrolls,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import type { ModuleDeps, RequestContext } from '../../lib/request-context';
import { hashToken, randomToken } from '../../lib/secure-token';
import type { RequestTenant } from '../../plugins/tenant';
import { assertPayrollEditor, findPayroll } from './payroll-access';
import { recordPayrollActivity } from './payroll-activities';
import { payrollItemsRepository } from './payroll-items.repository';
import { payrollLinksRepository } from './payroll-links.repository';
import { payrollSummaryOf, payrollsRepository } from './payrolls.repository';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Mails the link to the person's own address (in their language, through the outbox); null when
 * they opted out of payroll mail. Without an address it answers 409 before anything is stored.
 */
const mailPayrollLink = async (
  ctx: RequestContext,
  to: string,
  mail: { personName: string; path: string; expiresAt: Date },
) => {
  const { queued } = await ctx.mailer.send(ctx.tx, ctx.tenant, {
    to,
    content: {
      kind: 'payrollLink',
      recipientName: mail.personName,
      link: `${ctx.tenant.origin}${mail.path}`,
      expiresOn: mail.expiresAt.toISOString().slice(0, 10),
    },
  });
  return queued ? to : null;
};

/**
 * POST /payrolls/{number}/publicLink: the office makes a link that shows the payroll's person
 * all of their payrolls without a login, for people who have none, and can mail it to them.
 * The token is answered once; only its hash is kept.
 */
export const createPayrollLink = async (
  ctx: RequestContext,
  number: string,
  input: PayrollLinkValues,
): Promise<PayrollLink> => {
  const { tx } = ctx;
  assertPayrollEditor(ctx);
  const payroll = await findPayroll(tx, ctx, number);
  const email = input.sendMail
    ? await payrollLinksRepository.personEmail(tx, ctx.tenant.id, payroll.personId)
    : null;
  if (input.sendMail && !email)
    throw new AppError('PERSON_EMAIL_MISSING', `${payroll.personName} has no e-mail address`);
  const token = randomToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + input.validDays * dayMs);
  await payrollLinksRepository.insert(tx, {
    tenantId: ctx.tenant.id,
    personId: payroll.personId,
    tokenHash: hashToken(token),
    expiresAt,
    createdByLoginId: ctx.auth.loginId,
  });
  const path = `/public/payrolls/${encodeURIComponent(payroll.number)}?token=${token}`;
  const mailedTo = email
    ? await mailPayrollLink(ctx, email, { personName: payroll.personName, path, expiresAt })
    : null;
  await recordPayrollActivity(tx, ctx, {
    event: 'linkShared',
    caption:
      `Link to the payrolls of ${payroll.personName} shared until ${expiresAt.toISOString()}` +
      (mailedTo ? `, mailed to ${mailedTo}` : ''),
    type: 'LOG',
    personPartyId: payroll.personId,
    subjectType: 'payroll',
    subjectId: payroll.id,
  });
  return { path, expiresAt: expiresAt.toISOString(), mailedTo };
};

/** An unknown, expired or other tenant's token all answer the same 404. */
const linkOf = async (tx: Executor, deps: ModuleDeps, tenantId: number, token: string) => {
  const link = await payrollLinksRepository.byTokenHash(tx, tenantId, hashToken(token));
  if (!link || link.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError('LINK_INVALID', 'This link is invalid or has expired.');
  }
  return link;
};

/** GET /public/payrolls: the link's person and their payrolls, newest period first. */
export const publicPayrolls = (
  deps: ModuleDeps,
  tenant: RequestTenant,
  token: string,
): Promise<PublicPayrolls> =>
  withTenant(deps.db, tenant.id, async (tx) => {
    const link = await linkOf(tx, deps, tenant.id, token);
    const page = await payrollsRepository.pageOfPerson(tx, tenant.id, link.personId, {
      limit: maxPageSize,
      page: 1,
    });
    return {
      personName: link.personName,
      expiresAt: link.expiresAt.toISOString(),
      payrolls: page.items,
    };
  });

/** GET /public/payrolls/{number}: one of the link's person's payrolls; anyone else's is 404. */
export const publicPayroll = (
  deps: ModuleDeps,
  tenant: RequestTenant,
  token: string,
  number: string,
): Promise<PublicPayroll> =>
  withTenant(deps.db, tenant.id, async (tx) => {
    const link = await linkOf(tx, deps, tenant.id, token);
    const payroll = await payrollsRepository.byNumber(tx, tenant.id, number, {
      kind: 'person',
      personId: link.personId,
    });
    if (!payroll) throw notFound('Payroll');
    const items = await payrollItemsRepository.items(tx, tenant.id, payroll.id);
    return {
      payroll: { ...payrollSummaryOf(payroll), personName: payroll.personName },
      // Only what the payslip shows: no feedback, no office workflow.
      items: items.map((item) => publicPayrollItemSchema.parse(item)),
      bankTransfers: await payrollLinksRepository.bankTransfersOf(tx, tenant.id, payroll.id),
    };
  });
