import type { DocumentSignatory, DocumentSigning } from '@crewhub/shared';

/** A signatory as the server sends it: ready to sign with one open signature, not mine. */
export const signatoryFixture = (
  values: Partial<DocumentSignatory> & { id: number },
): DocumentSignatory => ({
  name: `Signer ${values.id}`,
  kind: 'person',
  statusCaption: 'Ready to sign',
  order: values.id,
  isMine: false,
  canSignNow: false,
  signatures: [{ n: 1, signed: false, signedAt: null }],
  ...values,
});

/** GET /documents/{id}/signing for a contract addendum (a PDF) with these signatories. */
export const signingFixture = (
  signatories: DocumentSignatory[],
  values: Partial<DocumentSigning> = {},
): DocumentSigning => ({
  document: {
    id: 5,
    name: 'Contract addendum 2027',
    typeId: 1,
    typeName: 'Contract addendum',
    category: 'crew_member',
    projectId: null,
    projectNumber: null,
    personId: 1,
    personName: 'Cas Crew',
    companyId: null,
    documentDate: '2026-11-22',
    status: 'approved',
    file: {
      filename: 'addendum.pdf',
      contentType: 'application/pdf',
      size: 900,
      url: '/api/v1/file/3?expires=1&signature=x',
    },
    createdAt: '2026-11-22T08:00:00Z',
  },
  signedFile: null,
  signingApplies: true,
  signOneByOne: false,
  signatories,
  signaturesToSign: [],
  isReadyToSign: false,
  isSigned: false,
  ...values,
});
