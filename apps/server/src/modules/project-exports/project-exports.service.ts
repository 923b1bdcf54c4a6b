import type { RequestContext } from '../../lib/request-context';
import { hasRight, maxPageSize, type Resource, type RightName } from '@crewhub/shared';
import type { Database, Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/app-error';
import { safeEqual } from '../../lib/secure-token';
import type { RequestTenant } from '../../plugins/tenant';
import { listAssignments } from '../assignments';
import { listPositions, positionVisibility } from '../positions';
import { listCrewsOfProject } from '../project-crews';
import {
  findProjectByNumber,
  findProjectInScope,
  projectEditGrants,
  projectReadGrants,
  resolveScope,
} from '../project-access';
import { documentFilter, documentReadGrants, pageOfCrewDocuments } from '../documents';
import { findProjectForFeed } from '../projects';
import { fill } from '../../lib/i18n/document-texts';
import { documentTextsFor } from './document-language';
import { buildProjectCalendar } from './project-calendar';
import { loadProjectCalendarData } from './project-calendar-data';
import { projectExportsRepository } from './project-exports.repository';
import { buildProjectReport } from './project-report-pdf';
import { buildSheet } from './spreadsheets';

const loadProject = async (
  tx: Executor,
  ctx: RequestContext,
  number: string,
  grants: [Resource, RightName][],
) => {
  const { project, scope } = await findProjectInScope(tx, ctx, number, grants);
  const [crews, positions, bookings] = [
    await listCrewsOfProject(tx, ctx.tenant.id, project.id),
    await listPositions(tx, ctx.tenant.id, positionVisibility(ctx, scope), {
      projectId: project.id,
    }),
    await listAssignments(tx, ctx.tenant.id, { projectId: project.id }),
  ];
  return { project, crews, positions, bookings };
};

const crewName = (crews: { id: number; name: string }[], id: number) =>
  crews.find((crew) => crew.id === id)?.name ?? '';

/** The words of the caller's language (see document-language.ts). */
const callerTexts = (tx: Executor, ctx: RequestContext) =>
  documentTextsFor(tx, ctx.tenant.id, ctx.auth.claims.loginData.language);

/** A sheet's tab name and title row for a project. */
const sheetHeading = (
  sheet: { name: string; title: string },
  project: { number: string; name: string },
) => ({
  sheetName: sheet.name,
  title: fill(sheet.title, { number: project.number, name: project.name }),
});

/** The calculation sheet: chargeable hours x rows x rate per position. */
export const calculationSheet = async (tx: Executor, ctx: RequestContext, number: string) => {
  const { project, crews, positions } = await loadProject(tx, ctx, number, projectEditGrants);
  const { columns, sheets, total } = await callerTexts(tx, ctx);
  const rateCents = project.rateCents ?? 0;
  const amountCents = (position: (typeof positions)[number]) =>
    Math.round((position.chargeableHours ?? 0) * position.amountOfRows * rateCents);
  return buildSheet({
    ...sheetHeading(sheets.calculation, project),
    rows: positions,
    columns: [
      { header: columns.crew, width: 24, value: (row) => crewName(crews, row.projectCrewId) },
      { header: columns.date, kind: 'date', value: (row) => row.startDate },
      { header: columns.function, width: 20, value: (row) => row.functionName },
      { header: columns.start, kind: 'time', value: (row) => row.startTime },
      { header: columns.end, kind: 'time', value: (row) => row.endTime },
      { header: columns.peopleNeeded, kind: 'number', value: (row) => row.amountOfRows },
      { header: columns.confirmed, kind: 'number', value: (row) => row.confirmedCount },
      {
        header: columns.chargeableHours,
        width: 18,
        kind: 'number',
        value: (row) => row.chargeableHours,
      },
      { header: columns.rate, kind: 'money', value: () => rateCents },
      { header: columns.amount, kind: 'money', value: (row) => amountCents(row) },
    ],
    totals: [
      total,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      positions.reduce((sum, row) => sum + amountCents(row), 0),
    ],
  });
};

/** POST /projects/{number}/exportProjectCalculationReportXLXS. */
export const calculationReport = (ctx: RequestContext, number: string) =>
  calculationSheet(ctx.tx, ctx, number);

/** The crew members' own papers per person ("ID card (2026-01-05)"), for who may see them. */
const crewPapers = async (tx: Executor, ctx: RequestContext, projectId: number) => {
  if (!hasRight(ctx.rights, 'projectAttachments', 'READ')) return null;
  const scope = await resolveScope(tx, ctx, documentReadGrants);
  const { items } = await pageOfCrewDocuments(
    tx,
    ctx.tenant.id,
    { projectId },
    'crew_member',
    documentFilter(ctx, scope),
    { limit: maxPageSize, page: 1 },
  );
  const papers = new Map<number, string[]>();
  for (const row of items) {
    if (row.personId === null) continue;
    papers.set(row.personId, [
      ...(papers.get(row.personId) ?? []),
      `${row.name} (${row.documentDate})`,
    ]);
  }
  return papers;
};

/** POST /projects/{number}/exportCrewMembersDocuments: who works where, with contact details. */
export const crewMembersExport = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project, bookings } = await loadProject(tx, ctx, number, projectReadGrants);
  const contacts = await projectExportsRepository.personContacts(tx, ctx.tenant.id, [
    ...new Set(bookings.map((booking) => booking.personId)),
  ]);
  const papers = await crewPapers(tx, ctx, project.id);
  const { columns, sheets, crewItemStatus } = await callerTexts(tx, ctx);
  return buildSheet({
    ...sheetHeading(sheets.crewMembers, project),
    rows: bookings,
    columns: [
      { header: columns.name, width: 24, value: (row) => row.personName },
      {
        header: columns.email,
        width: 28,
        value: (row) => contacts.get(row.personId)?.email ?? null,
      },
      {
        header: columns.phone,
        width: 18,
        value: (row) => contacts.get(row.personId)?.phone ?? null,
      },
      { header: columns.crew, width: 24, value: (row) => row.projectCrewName },
      { header: columns.function, width: 20, value: (row) => row.functionName },
      { header: columns.date, kind: 'date', value: (row) => row.startDate },
      { header: columns.start, kind: 'time', value: (row) => row.startTime },
      { header: columns.end, kind: 'time', value: (row) => row.endTime },
      { header: columns.status, value: (row) => crewItemStatus[row.status] },
      ...(papers
        ? [
            {
              header: columns.documents,
              width: 40,
              value: (row: (typeof bookings)[number]) =>
                papers.get(row.personId)?.join(', ') ?? null,
            },
          ]
        : []),
    ],
  });
};

/** POST /projects/{number}/exportDeliveryNotes: one line per crew and its delivery note. */
export const deliveryNotesExport = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  const notes = await projectExportsRepository.deliveryNotes(tx, ctx.tenant.id, project.id);
  const { columns, sheets, yes, no } = await callerTexts(tx, ctx);
  return buildSheet({
    ...sheetHeading(sheets.deliveryNotes, project),
    rows: notes,
    columns: [
      { header: columns.crew, width: 24, value: (row) => row.crewName },
      { header: columns.date, kind: 'date', value: (row) => row.date },
      { header: columns.shift, value: (row) => row.shift },
      { header: columns.signedBy, width: 20, value: (row) => row.signerName },
      { header: columns.signedAt, width: 22, kind: 'dateTime', value: (row) => row.signedAt },
      { header: columns.rating, kind: 'number', value: (row) => row.rating },
      { header: columns.comment, width: 30, value: (row) => row.comment },
      { header: columns.releasedAt, width: 22, kind: 'dateTime', value: (row) => row.releasedAt },
      { header: columns.downloaded, value: (row) => (row.downloaded ? yes : no) },
    ],
  });
};

/** GET /projects/{number}/report (PDF). */
export const projectReport = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const data = await loadProject(tx, ctx, number, projectReadGrants);
  const texts = await callerTexts(tx, ctx);
  return buildProjectReport({ ...data, generatedAt: ctx.clock.now() }, texts);
};

/**
 * GET /projects/{number}/calendar.ics?token=: public, for calendar apps that cannot log in;
 * the token is the only key, so a wrong one is the same 404 as an unknown project.
 */
export const projectCalendarFeed = (
  deps: { db: Database; clock: Clock; tenant: RequestTenant },
  number: string,
  token: string,
) =>
  withTenant(deps.db, deps.tenant.id, async (tx) => {
    const tenantId = deps.tenant.id;
    const feed = await findProjectForFeed(tx, tenantId, number);
    if (!feed?.calendarToken || !safeEqual(feed.calendarToken, token)) throw notFound('Calendar');
    const scope = { kind: 'all' } as const;
    const project = (await findProjectByNumber(tx, tenantId, number, scope))!;
    const { crews, positions, places } = await loadProjectCalendarData(tx, tenantId, project.id);
    const texts = await documentTextsFor(tx, tenantId, null);
    return buildProjectCalendar({
      texts,
      project,
      crews,
      positions,
      places,
      // The public host, not the request's: event ids stay the same however the feed is read.
      host: new URL(deps.tenant.origin).hostname,
      now: deps.clock.now(),
    });
  });
