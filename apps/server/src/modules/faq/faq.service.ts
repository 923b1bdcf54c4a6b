import {
  faqSearchConfig,
  hasRight,
  normalizeLanguage,
  type Faq,
  type FaqInput,
  type FaqListQuery,
  type ListQuery,
  type Page,
} from '@crewhub/shared';
import { forbidden, invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { contactByNumber } from '../project-access';
import { assertReferences } from '../tenant-references';
import { faqRepository, type FaqReader, type FaqRow } from './faq.repository';

const isEditor = (ctx: RequestContext) => hasRight(ctx.rights, 'faq', 'EDIT');

/** Client contacts read their company's FAQs too; everyone else only the general ones. */
const readerOf = async (ctx: RequestContext): Promise<FaqReader> => {
  const { contactNumber, loginTypes } = ctx.auth;
  const contact = contactNumber
    ? await contactByNumber(ctx.tx, ctx.tenant.id, contactNumber)
    : null;
  return { loginTypes, companyId: contact?.companyId ?? null };
};

const withCategories = async (ctx: RequestContext, rows: FaqRow[]): Promise<Faq[]> => {
  const links = await faqRepository.categoriesOf(
    ctx.tx,
    ctx.tenant.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    loginTypes: row.loginTypes as Faq['loginTypes'],
    categories: links
      .filter((link) => link.faqId === row.id)
      .map((link) => ({ id: link.id, name: link.name })),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

const searchOf = (q: string | undefined, config: string) => (q ? { q, config } : undefined);

/**
 * GET /faq. Readers see their FAQs in their language, or in English when they have none in
 * theirs; editors (view=editor) see every FAQ, in one language when asked.
 */
export const listFaqs = async (ctx: RequestContext, query: FaqListQuery): Promise<Page<Faq>> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  let result;
  if (query.view === 'editor') {
    if (!isEditor(ctx)) throw forbidden('Missing right EDIT on faq');
    const config = query.language ? faqSearchConfig(query.language) : 'simple';
    result = await faqRepository.list(
      tx,
      tenantId,
      { language: query.language, categoryId: query.categoryId, search: searchOf(query.q, config) },
      query,
    );
  } else {
    const reader = await readerOf(ctx);
    const wanted = query.language ?? normalizeLanguage(ctx.auth.claims.loginData.language);
    const language =
      wanted === 'en' || (await faqRepository.anyIn(tx, tenantId, reader, wanted)) ? wanted : 'en';
    result = await faqRepository.list(
      tx,
      tenantId,
      {
        reader,
        language,
        categoryId: query.categoryId,
        search: searchOf(query.q, faqSearchConfig(language)),
      },
      query,
    );
  }
  return {
    items: await withCategories(ctx, result.items),
    total: result.total,
    page: query.page,
    limit: query.limit,
  };
};

/** One FAQ the caller may read (editors: any of the tenant's), else 404. */
export const getFaq = async (ctx: RequestContext, id: number): Promise<Faq> => {
  const reader = isEditor(ctx) ? undefined : await readerOf(ctx);
  const row = await faqRepository.one(ctx.tx, ctx.tenant.id, id, reader);
  if (!row) throw notFound('FAQ');
  const [faq] = await withCategories(ctx, [row]);
  return faq!;
};

const checkedValues = async (ctx: RequestContext, input: FaqInput) => {
  const { categoryIds, ...values } = input;
  await assertReferences(ctx.tx, ctx.tenant.id, { companyId: ['company', values.companyId] });
  const unknown = await faqRepository.unknownCategories(ctx.tx, ctx.tenant.id, categoryIds);
  if (unknown.length > 0) throw invalidField('categoryIds', `Unknown category ${unknown[0]}`);
  return { values, categoryIds };
};

export const createFaq = async (ctx: RequestContext, input: FaqInput): Promise<Faq> => {
  const { values, categoryIds } = await checkedValues(ctx, input);
  const id = await faqRepository.insert(ctx.tx, ctx.tenant.id, values);
  await faqRepository.setCategories(ctx.tx, ctx.tenant.id, id, categoryIds);
  return getFaq(ctx, id);
};

export const updateFaq = async (ctx: RequestContext, id: number, input: FaqInput): Promise<Faq> => {
  const { values, categoryIds } = await checkedValues(ctx, input);
  const found = await faqRepository.update(ctx.tx, ctx.tenant.id, id, values, ctx.clock.now());
  if (!found) throw notFound('FAQ');
  await faqRepository.setCategories(ctx.tx, ctx.tenant.id, id, categoryIds);
  return getFaq(ctx, id);
};

export const listFaqCategories = async (ctx: RequestContext, query: ListQuery) => ({
  ...(await faqRepository.categories(ctx.tx, ctx.tenant.id, query)),
  page: query.page,
  limit: query.limit,
});
