import {
  hasRight,
  isoDateOf,
  pageOfList,
  type MobileDocument,
  type MobileDocumentKind,
  type MobileDocumentListQuery,
  type ListQuery,
  type Page,
  type UploadMobileDocumentFields,
} from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { documentContentType, type DocumentUpload } from '../documents';
import { signedFileUrl, storeFile } from '../files';
import { findVisibleRateCard, visibleRateCards } from '../reference';
import { assertReferences, invalidField } from '../tenant-references';
import {
  everything,
  mobileDocumentsRepository,
  type MobileDocumentRow,
  type MobileDocumentView,
} from './mobile-documents.repository';

/** Rate agreements and rate card papers are prices: they need rateCards READ on top. */
const priceKinds: readonly MobileDocumentKind[] = ['rate_agreement', 'rate_card'];

const toMobileDocument = (ctx: RequestContext, row: MobileDocumentRow): MobileDocument => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  publishedOn: row.publishedOn,
  company:
    row.companyId !== null && row.companyName !== null
      ? { id: row.companyId, name: row.companyName }
      : null,
  rateCardId: row.rateCardId,
  file: {
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    url: signedFileUrl(ctx, row.fileId),
  },
});

/**
 * What the caller reads: editors (mobileDocuments EDIT) everything; others the documents for
 * their login types, and of the rate agreements those their rate card view allows.
 */
const viewOf = async (ctx: RequestContext): Promise<MobileDocumentView> => {
  if (hasRight(ctx.rights, 'mobileDocuments', 'EDIT')) {
    return everything;
  }
  const companyId = hasRight(ctx.rights, 'rateCards', 'READ')
    ? await visibleRateCards(ctx.tx, ctx)
    : null;
  return { loginTypes: ctx.auth.loginTypes, companyId };
};

/** GET /mobileDocuments: one tab (kind) or all, newest first; prices only with rateCards READ. */
export const listMobileDocuments = async (
  ctx: RequestContext,
  query: MobileDocumentListQuery,
): Promise<Page<MobileDocument>> => {
  const readsPrices = hasRight(ctx.rights, 'rateCards', 'READ');
  const wanted = query.kind === undefined ? (['company', ...priceKinds] as const) : [query.kind];
  const kinds = wanted.filter((kind) => readsPrices || !priceKinds.includes(kind));
  const rows =
    kinds.length === 0
      ? []
      : await mobileDocumentsRepository.list(ctx.tx, ctx.tenant.id, {
          kinds,
          view: await viewOf(ctx),
        });
  return pageOfList(
    rows.map((row) => toMobileDocument(ctx, row)),
    query,
  );
};

/** GET /rateCards/{id}/documents: the papers that go with a rate card the caller sees. */
export const listRateCardDocuments = async (
  ctx: RequestContext,
  rateCardId: number,
  query: ListQuery,
): Promise<Page<MobileDocument>> => {
  await findVisibleRateCard(ctx, rateCardId);
  const rows = await mobileDocumentsRepository.list(ctx.tx, ctx.tenant.id, {
    kinds: ['rate_card'],
    rateCardId,
    view: await viewOf(ctx),
  });
  return pageOfList(
    rows.map((row) => toMobileDocument(ctx, row)),
    query,
  );
};

/** The fields that belong to the kind: a client only on agreements, a card only on its papers. */
const checkKindFields = (fields: UploadMobileDocumentFields) => {
  if (fields.kind === 'rate_card' && fields.rateCardId === undefined) {
    throw invalidField('rateCardId', 'Required for a rate card document');
  }
  if (fields.kind !== 'rate_card' && fields.rateCardId !== undefined) {
    throw invalidField('rateCardId', 'Only rate card documents belong to a rate card');
  }
  if (fields.kind !== 'rate_agreement' && fields.companyId !== undefined) {
    throw invalidField('companyId', 'Only rate agreements are with a client');
  }
};

/** POST /mobileDocuments (mobileDocuments EDIT): a new document under one of the tabs. */
export const uploadMobileDocument = async (
  ctx: RequestContext,
  upload: DocumentUpload<UploadMobileDocumentFields>,
): Promise<MobileDocument> => {
  const { fields } = upload;
  checkKindFields(fields);
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  await assertReferences(tx, tenantId, {
    companyId: ['company', fields.companyId],
    rateCardId: ['rateCard', fields.rateCardId],
  });
  const contentType = documentContentType(upload);
  const file = await storeFile(tx, ctx, {
    filename: upload.filename,
    contentType,
    bytes: upload.bytes,
  });
  const id = await mobileDocumentsRepository.insert(tx, tenantId, {
    kind: fields.kind,
    name: fields.name,
    description: fields.description ?? null,
    loginTypes: fields.loginTypes,
    companyId: fields.companyId ?? null,
    rateCardId: fields.rateCardId ?? null,
    fileId: file.id,
    publishedOn: fields.publishedOn ?? isoDateOf(ctx.clock.now()),
  });
  const [row] = await mobileDocumentsRepository.list(tx, tenantId, {
    kinds: [fields.kind],
    id,
    view: everything,
  });
  return toMobileDocument(ctx, row!);
};
