import { addDays, type SignatoryStatusCaption } from '@crewhub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { documentSigningRepository } from '../../modules/document-signing/document-signing.repository';
import { renderSignedCopy, signedCopyFilename } from '../../modules/document-signing/signed-copy';
import { loadSigningState } from '../../modules/document-signing/signing-state';
import type { Transaction } from '../client';
import {
  documents,
  documentSignatories,
  documentSignatures,
  documentTypes,
  persons,
  projects,
} from '../schema';
import { fileSlug, renderSeedPdf, storeSeedFiles, type SeedFiles } from './seed-files';
import { scribblePng } from './seed-signature-png';

type Party = 'crew' | 'chief' | 'office';
type SeedSignatory = {
  party: Party;
  caption: SignatoryStatusCaption | null;
  /** Days before today it was signed; unsigned without. */
  signedDaysAgo?: number;
};
type SeedPaper = {
  type: string;
  name: string;
  daysAgo: number;
  onProject?: boolean;
  lines: string[];
  signatories: SeedSignatory[];
};

const types = [
  { name: 'Contract addendum', category: 'crew_member', allowsSignatories: true },
  {
    name: 'Crew agreement',
    category: 'general',
    allowsSignatories: true,
    parameters: { signatoriesOrder: 'one by one' },
  },
  // Signing allowed by the type's parameters rather than its flag.
  {
    name: 'Non-disclosure agreement',
    category: 'crew_member',
    allowsSignatories: false,
    parameters: { allowsSignatories: true },
  },
] as const;

/**
 * crew@ has a contract addendum the office signed and that waits for them; a crew agreement
 * signed one by one where the crew chief signs first; and a non-disclosure agreement they signed.
 */
const papers: SeedPaper[] = [
  {
    type: 'Contract addendum',
    name: 'Contract addendum 2027: rates and hours',
    daysAgo: 1,
    lines: [
      'From 1 January 2027 the hourly rate rises by 4%.',
      'Night shifts after 23:00 are paid at 125%.',
    ],
    signatories: [
      { party: 'office', caption: 'Signed', signedDaysAgo: 1 },
      { party: 'crew', caption: 'Ready to sign' },
    ],
  },
  {
    type: 'Crew agreement',
    name: 'Crew agreement Summer Stage Festival',
    daysAgo: 3,
    onProject: true,
    lines: ['Call times, breaks, catering and safety rules on site.', 'Signed one by one.'],
    signatories: [
      { party: 'chief', caption: 'Ready to sign' },
      { party: 'crew', caption: null },
    ],
  },
  {
    type: 'Non-disclosure agreement',
    name: 'Non-disclosure agreement',
    daysAgo: 12,
    lines: ['Nothing seen backstage is shared outside the crew.'],
    signatories: [{ party: 'crew', caption: 'Signed', signedDaysAgo: 10 }],
  },
];

const partyIds = async (tx: Transaction, tenantId: number, emailDomain: string) => {
  const email = (party: Party) => `${party}@${emailDomain}`;
  const people = await tx
    .select({ id: persons.id, email: persons.email })
    .from(persons)
    .where(
      and(
        eq(persons.tenantId, tenantId),
        inArray(persons.email, [email('crew'), email('chief'), email('office')]),
      ),
    );
  return (party: Party) => people.find((person) => person.email === email(party))!.id;
};

/** Seeds documents to sign for the demo logins (after the paperwork seed). */
export const seedSigning = async (
  tx: Transaction,
  seed: SeedFiles,
  options: { today: string; emailDomain: string; guestProjectNumber: string },
) => {
  const { tenantId } = seed;
  const partyOf = await partyIds(tx, tenantId, options.emailDomain);
  const crewId = partyOf('crew');
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.number, options.guestProjectNumber)));
  const typeRows = await tx
    .insert(documentTypes)
    .values(types.map((type) => ({ ...type, tenantId })))
    .returning({ id: documentTypes.id, name: documentTypes.name });

  const filenames = papers.map((paper) => `${fileSlug(paper.name)}.pdf`);
  const originals = await Promise.all(
    papers.map((paper, index) =>
      renderSeedPdf(seed, {
        filename: filenames[index]!,
        title: paper.name,
        subtitle: addDays(options.today, -paper.daysAgo),
        sections: [{ heading: paper.type, lines: paper.lines }],
      }),
    ),
  );
  const fileIds = await storeSeedFiles(
    tx,
    seed,
    papers.map((paper, index) => ({
      bytes: originals[index]!,
      filename: filenames[index]!,
      contentType: 'application/pdf',
    })),
  );
  const signature = scribblePng(2);
  const [imageFileId] = await storeSeedFiles(tx, seed, [
    { bytes: signature, filename: 'signature.png', contentType: 'image/png' },
  ]);

  for (const [index, paper] of papers.entries()) {
    const [document] = await tx
      .insert(documents)
      .values({
        tenantId,
        typeId: typeRows.find((type) => type.name === paper.type)!.id,
        name: paper.name,
        documentDate: addDays(options.today, -paper.daysAgo),
        ...(paper.onProject ? { projectId: project!.id } : { personId: crewId }),
        fileId: fileIds[index]!,
      })
      .returning({ id: documents.id });
    const signatureIds: number[] = [];
    for (const [order, signatory] of paper.signatories.entries()) {
      const [row] = await tx
        .insert(documentSignatories)
        .values({
          tenantId,
          documentId: document!.id,
          personId: partyOf(signatory.party),
          statusCaption: signatory.caption,
          signingOrder: order + 1,
        })
        .returning({ id: documentSignatories.id });
      const signedAt =
        signatory.signedDaysAgo === undefined
          ? null
          : new Date(`${addDays(options.today, -signatory.signedDaysAgo)}T10:30:00Z`);
      const [given] = await tx
        .insert(documentSignatures)
        .values({
          tenantId,
          signatoryId: row!.id,
          n: 1,
          signed: signedAt !== null,
          signedAt,
          imageFileId: signedAt ? imageFileId : null,
        })
        .returning({ id: documentSignatures.id });
      if (signedAt) signatureIds.push(given!.id);
    }
    if (signatureIds.length === 0 || !seed.storage) continue;
    const state = (await loadSigningState(tx, tenantId, document!.id))!;
    const copy = await renderSignedCopy(
      state,
      { bytes: originals[index]!, contentType: 'application/pdf' },
      () => Promise.resolve(signature),
      seed.createdAt,
    );
    const [copyId] = await storeSeedFiles(tx, seed, [
      {
        bytes: copy!,
        filename: signedCopyFilename(filenames[index]!),
        contentType: 'application/pdf',
      },
    ]);
    await documentSigningRepository.setSignedCopy(tx, tenantId, signatureIds, copyId!);
  }
};
