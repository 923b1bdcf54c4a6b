import { addDays } from '@crewhub/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import { companies, mobileDocuments, rateCards } from '../schema';
import { storeSeedPdfs, type SeedFiles, type SeedPdf } from './seed-files';

type SeedMobileDocument = {
  kind: 'company' | 'rate_agreement' | 'rate_card';
  name: string;
  description: string;
  loginTypes?: ('crew' | 'clients' | 'planners' | 'office')[];
  /** A rate agreement with the first client; a paper of the general rate card. */
  link?: 'client' | 'generalCard';
  daysAgo: number;
  lines: string[];
};

const documents: SeedMobileDocument[] = [
  {
    kind: 'company',
    name: 'Crew handbook 2026',
    description: 'How we work: shifts, breaks, clothing, phones on site and who to call.',
    daysAgo: 40,
    lines: ['Arrive 15 minutes before your shift.', 'Black clothing, safety shoes, no jewellery.'],
  },
  {
    kind: 'company',
    name: 'Safety rules on site',
    description: 'Helmets, harnesses and the exclusion zone under rigging.',
    loginTypes: ['crew'],
    daysAgo: 12,
    lines: ['Helmet on under any load in the air.', 'Harness from 2.5 metres.'],
  },
  {
    kind: 'company',
    name: 'Privacy statement',
    description: 'What we keep about you, why and for how long.',
    daysAgo: 200,
    lines: ['We keep your data for payroll and planning only.'],
  },
  {
    kind: 'rate_agreement',
    name: 'Framework agreement',
    description: 'Signed agreement on rates, surcharges and cancellation terms.',
    link: 'client',
    loginTypes: ['clients', 'planners', 'office'],
    daysAgo: 60,
    lines: ['Night surcharge 25 %.', 'Cancellation within 48 hours: 50 % of the booked hours.'],
  },
  {
    kind: 'rate_card',
    name: 'Surcharges and travel costs',
    description: 'Surcharges for nights, Sundays and holidays, and the travel allowance.',
    link: 'generalCard',
    daysAgo: 30,
    lines: ['Sundays and holidays: +50 %.', 'Travel: 0.23 per km from 10 km.'],
  },
];

/**
 * Mobile documents: company papers for everybody (one for crew only), a rate agreement with the
 * first client and a paper that goes with the general rate card. Without storage: none.
 */
export const seedMobileDocuments = async (
  tx: Transaction,
  seed: SeedFiles,
  options: { today: string },
) => {
  const { tenantId } = seed;
  const [client] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(companies.id)
    .limit(1);
  const [generalCard] = await tx
    .select({ id: rateCards.id })
    .from(rateCards)
    .where(and(eq(rateCards.tenantId, tenantId), isNull(rateCards.companyId)))
    .limit(1);
  const pdfs: SeedPdf[] = documents.map((document) => ({
    filename: `${document.name.toLowerCase().replaceAll(' ', '-')}.pdf`,
    title: document.name,
    subtitle: document.description,
    sections: [{ heading: document.name, lines: document.lines }],
  }));
  const fileIds = await storeSeedPdfs(tx, seed, pdfs);
  const rows = documents.flatMap((document, index) => {
    const fileId = fileIds[index];
    if (fileId === null || fileId === undefined) return [];
    const companyId = document.link === 'client' ? (client?.id ?? null) : null;
    const rateCardId = document.link === 'generalCard' ? (generalCard?.id ?? null) : null;
    if (document.kind === 'rate_card' && rateCardId === null) return [];
    return [
      {
        tenantId,
        kind: document.kind,
        name: document.name,
        description: document.description,
        loginTypes: document.loginTypes ?? [],
        companyId,
        rateCardId,
        fileId,
        publishedOn: addDays(options.today, -document.daysAgo),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(mobileDocuments).values(rows);
};
