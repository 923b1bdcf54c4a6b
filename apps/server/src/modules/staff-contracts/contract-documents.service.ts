import type { StaffContractDocument } from '@crewhub/shared';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activities';
import { openForSigning } from '../document-signing';
import { documentContentType, fileOfficePaper, type DocumentUpload } from '../documents';
import { assertContractEditor, findContract } from './contract-access';
import { staffContractsRepository } from './staff-contracts.repository';

const papersOf = async (ctx: RequestContext, id: number): Promise<StaffContractDocument[]> => {
  const rows = await staffContractsRepository.documents(ctx.tx, ctx.tenant.id, id);
  return rows.map(({ signatories, ...row }) => ({
    ...row,
    signed: signatories > 0 && row.openSignatories === 0,
  }));
};

/** GET /staffContracts/{id}/documents: the papers of the contract and how far signing is. */
export const staffContractDocuments = async (
  ctx: RequestContext,
  id: number,
): Promise<StaffContractDocument[]> => {
  await findContract(ctx, id);
  return papersOf(ctx, id);
};

/**
 * POST /staffContracts/{id}/documents: the office files the contract to sign (a PDF, so the
 * signature can be stamped into a signed copy) among the person's papers and puts it up for
 * the person to sign through document signing, which tells them. The contract's history keeps
 * who sent which paper.
 */
export const addStaffContractDocument = async (
  ctx: RequestContext,
  id: number,
  upload: DocumentUpload,
): Promise<StaffContractDocument> => {
  assertContractEditor(ctx, 'EDIT');
  const contract = await findContract(ctx, id);
  if (documentContentType(upload) !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'Send the contract to sign as a PDF');
  }
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const document = await fileOfficePaper(ctx, contract.personId, upload);
  await openForSigning(ctx, document.id, [contract.personId]);
  await staffContractsRepository.linkDocument(tx, tenantId, id, document.id);
  await insertActivity(tx, {
    tenantId,
    type: 'LOG',
    category: 'staffContract.documentSent',
    caption: `Contract document "${document.name}" sent to sign`,
    subjectType: 'staff_contract',
    subjectId: id,
    personPartyId: contract.personId,
    parameters: { documentId: document.id },
    createdByLoginId: ctx.auth.loginId,
  });
  return (await papersOf(ctx, id)).find((paper) => paper.id === document.id)!;
};
