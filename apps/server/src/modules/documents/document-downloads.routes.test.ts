import type { DocumentDownload, DocumentItem, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { createDocumentFactories } from '../../testing/document-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

// Every time someone other than the person opens one of the person's papers, the office can
// see who, what and when.

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let personId: number;
let paperId: number;

const get = (url: string, token: string) => ctx.request('GET', `/api/v1${url}`, { token });
const log = async () =>
  (await get(`/persons/${personId}/documentDownloads`, tokens.office!)).json<
    Page<DocumentDownload>
  >();

beforeAll(async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const documents = createDocumentFactories(ctx.handle.db, ctx.storage);
  const member = await f.crewMember();
  personId = member.person.id;
  const idCard = await documents.documentType({ name: 'ID card', category: 'crew_member' });
  paperId = (await documents.document({ typeId: idCard.id, personId })).id;
  tokens.member = await ctx.login(member.credentials);
  for (const local of ['planner', 'office', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
});

describe("the log of a person's papers opened by others", () => {
  it('records a download by someone else, not by the person', async () => {
    expect((await get(`/documents/${paperId}/file`, tokens.member!)).statusCode).toBe(200);
    expect((await log()).total).toBe(0);
    expect((await get(`/documents/${paperId}/file`, tokens.planner!)).statusCode).toBe(200);
    const { items, total } = await log();
    expect(total).toBe(1);
    expect(items[0]).toEqual({
      documentId: paperId,
      documentName: 'Test document',
      downloadedBy: 'planner@demo.crewhub.app',
      downloadedAt: ctx.clock.now().toISOString(),
    });
  });

  it('records each opening of a signed file link to the paper, for whom the link was made', async () => {
    const linkFor = async (token: string) =>
      (await get(`/documents/${paperId}`, token)).json<DocumentItem>().file!.url;
    const before = (await log()).total;
    const own = await linkFor(tokens.member!);
    expect((await ctx.request('GET', own)).statusCode).toBe(200);
    expect((await log()).total).toBe(before);

    const planners = await linkFor(tokens.planner!);
    expect((await ctx.request('GET', planners)).statusCode).toBe(200);
    expect((await ctx.request('GET', planners)).statusCode).toBe(200);
    const { items, total } = await log();
    expect(total).toBe(before + 2);
    expect(items.slice(0, 2).map((item) => item.downloadedBy)).toEqual([
      'planner@demo.crewhub.app',
      'planner@demo.crewhub.app',
    ]);
    // The viewer is signed: a link cannot be passed off as someone else's, or as nobody's.
    const forged = planners.replace(/viewer=[^&]+/, 'viewer=login%3A1');
    expect((await ctx.request('GET', forged)).statusCode).toBe(403);
    expect((await ctx.request('GET', planners.replace(/&viewer=[^&]+/, ''))).statusCode).toBe(403);
  });

  it('is for the office only', async () => {
    expect((await get(`/persons/${personId}/documentDownloads`, tokens.crew!)).statusCode).toBe(
      403,
    );
  });
});
