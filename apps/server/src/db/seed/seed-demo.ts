import { isoDateOf, type LoginTypeCode } from '@crewhub/shared';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { defaultLoginTypeCaptions, defaultRightRows } from '../../modules/rights/default-rights';
import type { Database, Transaction } from '../client';
import {
  companies,
  companySettings,
  contacts,
  loginLoginTypes,
  logins,
  loginTypes,
  mailboxes,
  mailboxUserRights,
  persons,
  projects,
  tenantHosts,
  tenants,
  tenantSettings,
  userRights,
} from '../schema';
import { withTenant } from '../tenant-scope';
import {
  demoAccounts,
  demoCompanies,
  demoCompanySettings,
  demoGuestPassword,
  demoPassword,
  demoTenants,
  type DemoTenant,
} from './demo-data';
import { seedChiefsUnsignedCrew } from './seed-chief-crew';
import { seedCrewInfo } from './seed-crew-info';
import { seedProfileChanges } from './seed-profile-changes';
import { seedPublicProfiles } from './seed-crew-profiles';
import { seedDeliveryNotes } from './seed-delivery-notes';
import { seedDemoForms } from './seed-forms';
import { seedFaqs } from './seed-faq';
import { seedTenantLists } from './seed-tenant-lists';
import { seedTrees } from './seed-trees';
import { seedTrainings } from './seed-trainings';
import { seedMobileDocuments } from './seed-mobile-documents';
import { seedPaperwork } from './seed-paperwork';
import { seedContracts } from './seed-contracts';
import { seedPayrolls } from './seed-payrolls';
import { seedBankTransfers, seedReceipts } from './seed-receipts';
import { seedPlusCrews } from './seed-plus-crews';
import { seedPlanning } from './seed-planning';
import { seedSigning } from './seed-signing';
import type { FileStorage } from '../../lib/storage/storage';
import { seedMail } from './seed-mail';
import { seedClientRatings } from './seed-client-ratings';
import { seedTodos } from './seed-todos';
import { seedAppointments } from './seed-appointments';
import { seedCalendarSubscriptions } from './seed-calendar-subscriptions';

type Hashes = { user: string; guest: string };

const seedCompanies = async (tx: Transaction, tenantId: number) => {
  const rows = await tx
    .insert(companies)
    .values(
      demoCompanies.map((company) => ({
        tenantId,
        ...company,
        email: `info@${company.clientMark.toLowerCase()}.example`,
      })),
    )
    .returning({ id: companies.id, clientMark: companies.clientMark });
  await tx.insert(companySettings).values(
    demoCompanySettings.map((settings, index) => ({
      tenantId,
      companyId: rows[index]!.id,
      ...settings,
      invoiceEmail: `invoices@${rows[index]!.clientMark!.toLowerCase()}.example`,
    })),
  );
  return rows;
};

const seedAccount = async (
  tx: Transaction,
  tenantId: number,
  demo: DemoTenant,
  account: (typeof demoAccounts)[number],
  options: { companyId: number; passwordHash: string; index: number },
) => {
  const email = `${account.local}@${demo.emailDomain}`;
  let personId: number | null = null;
  let contactId: number | null = null;
  if (account.kind === 'person') {
    const [person] = await tx
      .insert(persons)
      .values({
        tenantId,
        firstName: account.firstName,
        lastName: account.lastName,
        email,
        phone: `+31 6 1234 56${String(options.index).padStart(2, '0')}`,
        city: 'Rotterdam',
        country: 'NL',
        temporary: 'temporary' in account ? account.temporary : false,
      })
      .returning({ id: persons.id });
    personId = person!.id;
  } else {
    const [contact] = await tx
      .insert(contacts)
      .values({
        tenantId,
        contactNumber: `C-${1000 + options.index}`,
        companyId: options.companyId,
        firstName: account.firstName,
        lastName: account.lastName,
        email,
      })
      .returning({ id: contacts.id });
    contactId = contact!.id;
  }
  const [login] = await tx
    .insert(logins)
    .values({
      tenantId,
      email,
      passwordHash: options.passwordHash,
      personId,
      contactId,
      language: account.language,
    })
    .returning({ id: logins.id });
  await tx
    .insert(loginLoginTypes)
    .values(
      account.loginTypes.map((loginTypeCode) => ({ tenantId, loginId: login!.id, loginTypeCode })),
    );
  return { local: account.local, loginId: login!.id };
};

/** The first demo tenant is the full showcase; the second stays small (isolation tests). */
const planningSizes = [
  { crewCount: 44, projectCount: 32, paperworkCount: 12, deliveryNoteCount: 6 },
  { crewCount: 12, projectCount: 8, paperworkCount: 4, deliveryNoteCount: 2 },
] as const;

const seedTenant = async (
  db: Database,
  demo: DemoTenant,
  hashes: Hashes,
  planning: {
    today: string;
    crewCount: number;
    projectCount: number;
    paperworkCount: number;
    deliveryNoteCount: number;
    storage: FileStorage | null;
    port: number;
  },
) => {
  const [tenant] = await db
    .insert(tenants)
    .values({ name: demo.name, publicOrigin: `http://${demo.hosts[0]}:${planning.port}` })
    .returning({ id: tenants.id });
  const tenantId = tenant!.id;
  await db.insert(tenantHosts).values(demo.hosts.map((host) => ({ host, tenantId })));

  await withTenant(db, tenantId, async (tx) => {
    await tx.insert(tenantSettings).values({ tenantId, ...demo.settings });
    await tx.insert(loginTypes).values(
      Object.entries(defaultLoginTypeCaptions).map(([code, caption]) => ({
        tenantId,
        code: code as LoginTypeCode,
        caption,
      })),
    );
    await tx.insert(userRights).values(defaultRightRows(tenantId));
    const [firstCompany] = await seedCompanies(tx, tenantId);
    const accounts = [];
    for (const [index, account] of demoAccounts.entries()) {
      accounts.push(
        await seedAccount(tx, tenantId, demo, account, {
          companyId: firstCompany!.id,
          passwordHash: hashes.user,
          index,
        }),
      );
    }
    await tx.insert(projects).values({
      tenantId,
      number: demo.projectNumber,
      name: 'Summer Stage Festival 2026',
      companyId: firstCompany!.id,
      beginDate: '2026-11-20',
      endDate: '2026-11-29',
      state: 'confirmed',
      guestPasswordHash: hashes.guest,
    });
    const { paperworkCount, deliveryNoteCount, storage, ...sizes } = planning;
    await seedPlanning(tx, { tenantId, guestProjectNumber: demo.projectNumber, ...sizes });
    // Invoice lines (paperwork) name the tenant's tax and charge types.
    await seedTenantLists(tx, tenantId);
    await seedPaperwork(tx, {
      tenantId,
      today: planning.today,
      guestProjectNumber: demo.projectNumber,
      projectCount: paperworkCount,
      storage,
    });
    await seedSigning(
      tx,
      { tenantId, storage, createdAt: new Date(`${planning.today}T08:00:00Z`) },
      {
        today: planning.today,
        emailDomain: demo.emailDomain,
        guestProjectNumber: demo.projectNumber,
      },
    );
    await seedDemoForms(
      tx,
      { tenantId, storage, createdAt: new Date(`${planning.today}T08:00:00Z`) },
      { today: planning.today, emailDomain: demo.emailDomain, tenantName: demo.name },
    );
    const crewDay = { tenantId, today: planning.today, guestProjectNumber: demo.projectNumber };
    await seedChiefsUnsignedCrew(tx, crewDay);
    if (storage) {
      await seedDeliveryNotes(tx, {
        ...crewDay,
        tenantName: demo.name,
        storage,
        count: deliveryNoteCount,
      });
    }
    await seedCrewInfo(tx, tenantId);
    await seedFaqs(tx, tenantId);
    await seedTrees(tx, { tenantId, today: planning.today, emailDomain: demo.emailDomain });
    await seedTrainings(tx, { tenantId, today: planning.today, emailDomain: demo.emailDomain });
    await seedMobileDocuments(
      tx,
      { tenantId, storage, createdAt: new Date(`${planning.today}T08:00:00Z`) },
      { today: planning.today },
    );
    const profileSeed = { tenantId, storage, createdAt: new Date(`${planning.today}T08:00:00Z`) };
    await seedPublicProfiles(tx, profileSeed);
    await seedClientRatings(tx, {
      tenantId,
      today: planning.today,
      companyId: firstCompany!.id,
      clientLoginId: accounts.find((account) => account.local === 'client')!.loginId,
    });
    await seedProfileChanges(tx, profileSeed);
    const planner = accounts.find((account) => account.local === 'planner')!;
    await seedTodos(tx, { tenantId, today: planning.today, plannerLoginId: planner.loginId });
    await seedCalendarSubscriptions(tx, {
      tenantId,
      today: planning.today,
      plannerLoginId: planner.loginId,
    });
    await seedPayrolls(tx, crewDay);
    // Contracts sign off past checked-in work, so their accounts have worked hours.
    await seedContracts(tx, { tenantId, today: planning.today });
    // Receipts first: the approved one adds to a paid payroll, which its transfer then pays.
    const office = accounts.find((account) => account.local === 'office')!;
    await seedAppointments(tx, {
      tenantId,
      today: planning.today,
      crewLoginId: accounts.find((account) => account.local === 'crew')!.loginId,
      officeLoginId: office.loginId,
    });
    await seedReceipts(
      tx,
      { tenantId, storage, createdAt: new Date(`${planning.today}T08:00:00Z`) },
      { today: planning.today, officeLoginId: office.loginId },
    );
    await seedBankTransfers(tx, tenantId);
    await seedPlusCrews(tx, {
      tenantId,
      today: planning.today,
      guestPasswordHash: hashes.guest,
    });
    const [mailbox] = await tx
      .insert(mailboxes)
      .values({ tenantId, name: 'Planning', address: `planning@${demo.emailDomain}` })
      .returning({ id: mailboxes.id });
    const withMailbox = accounts.filter(
      (account) => account.local === 'office' || account.local === 'client',
    );
    await tx.insert(mailboxUserRights).values(
      withMailbox.map((account) => ({
        tenantId,
        mailboxId: mailbox!.id,
        loginId: account.loginId,
        rights: account.local === 'office' ? ['READ', 'SEND', 'DELETE'] : ['READ'],
      })),
    );
    await seedMail(
      tx,
      { tenantId, storage, createdAt: new Date(`${planning.today}T10:00:00Z`) },
      {
        origin: `http://${demo.hosts[0]}:${planning.port}`,
        tenantName: demo.name,
        emailDomain: demo.emailDomain,
        mailboxId: mailbox!.id,
      },
    );
  });
};

/** Seeds the demo tenants into an empty database; does nothing once any tenant exists. */
export const seedDemo = async (
  db: Database,
  /**
   * `today` anchors the demo's dates (tests pass their fixed clock's day); `storage` receives
   * the demo documents' PDFs (without it they are seeded without files); `port` is where the
   * server listens, so the demo tenants' mailed links lead back to it (default 3000).
   */
  options: { today?: string; storage?: FileStorage; port?: number } = {},
): Promise<boolean> => {
  const today = options.today ?? isoDateOf(new Date());
  const [existing] = await db.select({ tenants: count() }).from(tenants);
  if ((existing?.tenants ?? 0) > 0) return false;
  const hashes = {
    user: await hashPassword(demoPassword),
    guest: await hashPassword(demoGuestPassword),
  };
  for (const [index, demo] of demoTenants.entries()) {
    await seedTenant(db, demo, hashes, {
      today,
      storage: options.storage ?? null,
      port: options.port ?? 3000,
      ...planningSizes[index]!,
    });
  }
  return true;
};
