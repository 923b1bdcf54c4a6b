import { addDays, receiptTotals, type ReceiptStatus } from '@crewhub/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  activities,
  bankTransfers,
  companies,
  payrollItems,
  payrolls,
  receiptFiles,
  receiptItems,
  receipts,
  receiptTemplates,
  receiptTypes,
} from '../schema';
import { demoUserPersonIds } from './seed-crew-profiles';
import { storeSeedPdfs, type SeedFiles } from './seed-files';

const typeNames = ['Travel', 'Parking', 'Meals', 'Tools and materials', 'Accommodation'];

type Line = { description: string; amountCents: number; taxCents: number };
type Claim = {
  who: 'crew' | 'chief';
  type: string;
  daysAgo: number;
  status: ReceiptStatus;
  description: string;
  lines: Line[];
  rejectionReason?: string;
};

/** Believable claims of crew@ and chief@, one in every state. */
const claims: Claim[] = [
  {
    who: 'crew',
    type: 'Parking',
    daysAgo: 48,
    status: 'approved',
    description: 'Parking garage Ahoy during the load-in',
    lines: [{ description: 'Parking P1 Ahoy, 11 hours', amountCents: 2450, taxCents: 425 }],
  },
  {
    who: 'crew',
    type: 'Travel',
    daysAgo: 6,
    status: 'submitted',
    description: 'Train to the Summer Stage Festival build-up',
    lines: [
      { description: 'Train Utrecht - Rotterdam return', amountCents: 2180, taxCents: 185 },
      { description: 'Bus Rotterdam Centraal - Ahoy', amountCents: 340, taxCents: 29 },
    ],
  },
  {
    who: 'crew',
    type: 'Meals',
    daysAgo: 2,
    status: 'draft',
    description: 'Dinner on the late load-out',
    lines: [{ description: 'Dinner, snack bar at the venue', amountCents: 1275, taxCents: 105 }],
  },
  {
    who: 'crew',
    type: 'Travel',
    daysAgo: 30,
    status: 'rejected',
    description: 'Fuel for my own car',
    lines: [{ description: 'Fuel, 32 litres', amountCents: 6240, taxCents: 1083 }],
    rejectionReason:
      'Driving your own car is paid by the travel allowance on your payroll; fuel is not claimed separately.',
  },
  {
    who: 'chief',
    type: 'Tools and materials',
    daysAgo: 4,
    status: 'submitted',
    description: 'Gaffer tape and cable ties for the stage',
    lines: [
      { description: 'Gaffer tape black, 4 rolls', amountCents: 5196, taxCents: 902 },
      { description: 'Cable ties, 2 bags', amountCents: 998, taxCents: 173 },
    ],
  },
];

const insertTypes = async (tx: Transaction, tenantId: number) => {
  const rows = await tx
    .insert(receiptTypes)
    .values(typeNames.map((name, index) => ({ tenantId, name, sortOrder: index })))
    .returning({ id: receiptTypes.id, name: receiptTypes.name });
  return new Map(rows.map((row) => [row.name, row.id]));
};

/** The payroll an approved claim went onto: the person's latest paid one, its total grown. */
const payOnLatestPayroll = async (
  tx: Transaction,
  tenantId: number,
  personId: number,
  claim: Claim,
  number: string,
) => {
  const [payroll] = await tx
    .select({ id: payrolls.id })
    .from(payrolls)
    .where(
      and(
        eq(payrolls.tenantId, tenantId),
        eq(payrolls.personId, personId),
        eq(payrolls.status, 'paid'),
      ),
    )
    .orderBy(desc(payrolls.periodStart))
    .limit(1);
  if (!payroll) return null;
  const { totalCents } = receiptTotals(claim.lines);
  const [item] = await tx
    .insert(payrollItems)
    .values({
      tenantId,
      payrollId: payroll.id,
      description: `Receipt ${number} - ${claim.type}`,
      addOnCents: totalCents,
      totalCents,
    })
    .returning({ id: payrollItems.id });
  await tx
    .update(payrolls)
    .set({ totalCents: sql`${payrolls.totalCents} + ${totalCents}` })
    .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, payroll.id)));
  return item!.id;
};

/**
 * Receipt types, a company template, receipts of crew@ and chief@ in every state (the approved
 * one on crew@'s last paid payroll, which must run before the bank transfers are seeded) and
 * their history as activities.
 */
export const seedReceipts = async (
  tx: Transaction,
  seed: SeedFiles,
  options: { today: string; officeLoginId: number },
) => {
  const { tenantId } = seed;
  const typeIds = await insertTypes(tx, tenantId);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.id))
    .limit(1);
  if (company) {
    await tx.insert(receiptTemplates).values({
      tenantId,
      companyId: company.id,
      name: 'Parking at the venue',
      receiptTypeId: typeIds.get('Parking')!,
      description: 'Parking during load-in or load-out',
    });
  }
  const people = await demoUserPersonIds(tx, tenantId, ['crew', 'chief']);
  const year = options.today.slice(0, 4);
  const fileIds = await storeSeedPdfs(
    tx,
    seed,
    claims.map((claim, index) => ({
      filename: `receipt-${index + 1}.pdf`,
      title: claim.description,
      subtitle: addDays(options.today, -claim.daysAgo),
      sections: [{ heading: 'Receipt', lines: claim.lines.map((line) => line.description) }],
    })),
  );
  for (const [index, claim] of claims.entries()) {
    const personId = people.get(claim.who);
    if (personId === undefined) continue;
    const number = `R-${year}-${String(index + 1).padStart(5, '0')}`;
    const date = addDays(options.today, -claim.daysAgo);
    const submittedAt = claim.status === 'draft' ? null : new Date(`${addDays(date, 1)}T19:00:00Z`);
    const decided = claim.status === 'approved' || claim.status === 'rejected';
    const decidedAt = decided ? new Date(`${addDays(date, 3)}T10:30:00Z`) : null;
    const payrollItemId =
      claim.status === 'approved'
        ? await payOnLatestPayroll(tx, tenantId, personId, claim, number)
        : null;
    const [receipt] = await tx
      .insert(receipts)
      .values({
        tenantId,
        number,
        personId,
        receiptTypeId: typeIds.get(claim.type)!,
        date,
        description: claim.description,
        status: claim.status,
        ...receiptTotals(claim.lines),
        submittedAt,
        decidedAt,
        decidedByLoginId: decided ? options.officeLoginId : null,
        rejectionReason: claim.rejectionReason ?? null,
        payrollItemId,
      })
      .returning({ id: receipts.id });
    await tx
      .insert(receiptItems)
      .values(claim.lines.map((line) => ({ ...line, tenantId, receiptId: receipt!.id })));
    const fileId = fileIds[index];
    if (fileId) await tx.insert(receiptFiles).values({ tenantId, receiptId: receipt!.id, fileId });
    const steps = [
      { event: 'created', at: new Date(`${date}T18:00:00Z`) },
      ...(submittedAt ? [{ event: 'submitted', at: submittedAt }] : []),
      ...(decidedAt ? [{ event: claim.status, at: decidedAt }] : []),
    ];
    await tx.insert(activities).values(
      steps.map((step) => ({
        tenantId,
        caption: `Receipt ${number} ${step.event}`,
        body: step.event === 'rejected' ? (claim.rejectionReason ?? null) : null,
        type: 'LOG' as const,
        category: `receipt.${step.event}`,
        personPartyId: personId,
        subjectType: 'receipt',
        subjectId: receipt!.id,
        createdAt: step.at,
      })),
    );
  }
};

/** A bank transfer for every paid payroll of the demo: its total, on its payment date. */
export const seedBankTransfers = async (tx: Transaction, tenantId: number) => {
  const paid = await tx
    .select({
      id: payrolls.id,
      number: payrolls.number,
      totalCents: payrolls.totalCents,
      paymentDate: payrolls.paymentDate,
    })
    .from(payrolls)
    .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.status, 'paid')));
  const rows = paid.flatMap((payroll) =>
    payroll.paymentDate
      ? [
          {
            tenantId,
            payrollId: payroll.id,
            date: payroll.paymentDate,
            amountCents: payroll.totalCents,
            reference: `SALARY ${payroll.number}`,
          },
        ]
      : [],
  );
  if (rows.length > 0) await tx.insert(bankTransfers).values(rows);
};
