import { hasRight, maxPageSize, type Resource, type RightName } from '@crewhub/shared';
import type { Database, Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/app-error';
import { safeEqual } from '../../lib/secure-token';
import type { RequestTenant } from '../../plugins/tenant';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { listPositions, positionVisibility } from '../positions/positions.service';
import { projectCrewsRepository } from '../project-crews/project-crews.repository';
import { findProjectInScope } from '../projects/project-lookup';
import {
  projectEditGrants,
  projectReadGrants,
  resolveScope,
  type PlanningContext,
} from '../projects/project-scope';
import { documentFilter, documentReadGrants } from '../documents/document-access';
import { documentsRepository } from '../documents/documents.repository';
import { projectRowsRepository, projectsRepository } from '../projects/projects.repository';
import { buildProjectCalendar } from './project-calendar';
import { projectExportsRepository } from './project-exports.repository';
import { buildProjectReport } from './project-report-pdf';
import { buildSheet } from './spreadsheets';

const loadProject = async (
  tx: Executor,
  ctx: PlanningContext,
  number: string,
  grants: [Resource, RightName][],
) => {
  const { project, scope } = await findProjectInScope(tx, ctx, number, grants);
  const [crews, positions, bookings] = [
    await projectCrewsRepository.listByProject(tx, ctx.tenant.id, project.id),
    await listPositions(tx, ctx.tenant.id, positionVisibility(ctx, scope), {
      projectId: project.id,
    }),
    await assignmentsRepository.list(tx, ctx.tenant.id, { projectId: project.id }),
  ];
  return { project, crews, positions, bookings };
};

const crewName = (crews: { id: number; name: string }[], id: number) =>
  crews.find((crew) => crew.id === id)?.name ?? '';

/** The calculation sheet: chargeable hours x rows x rate per position. */
export const calculationSheet = async (tx: Executor, ctx: PlanningContext, number: string) => {
  const { project, crews, positions } = await loadProject(tx, ctx, number, projectEditGrants);
  const rate = project.rate ?? 0;
  const amount = (position: (typeof positions)[number]) =>
    Math.round((position.chargeableHours ?? 0) * position.amountOfRows * rate * 100) / 100;
  return buildSheet({
    sheetName: 'Calculation',
    title: `Project calculation ${project.number} ${project.name}`,
    rows: positions,
    columns: [
      { header: 'Crew', width: 24, value: (row) => crewName(crews, row.projectCrewId) },
      { header: 'Date', value: (row) => row.startDate },
      { header: 'Function', width: 20, value: (row) => row.functionName },
      { header: 'Start', value: (row) => row.startTime },
      { header: 'End', value: (row) => row.endTime },
      { header: 'Rows', value: (row) => row.amountOfRows },
      { header: 'Confirmed', value: (row) => row.confirmedCount },
      { header: 'Chargeable hours', value: (row) => row.chargeableHours },
      { header: 'Rate', value: () => rate },
      { header: 'Amount', value: amount },
    ],
    totals: [
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      positions.reduce((sum, row) => sum + amount(row), 0),
    ],
  });
};

/** POST /projects/{number}/exportProjectCalculationReportXLXS. */
export const calculationReport = (ctx: PlanningContext, number: string) =>
  withTenant(ctx.db, ctx.tenant.id, (tx) => calculationSheet(tx, ctx, number));

/** The crew members' own papers per person ("ID card (2026-01-05)"), for who may see them. */
const crewPapers = async (tx: Executor, ctx: PlanningContext, projectId: number) => {
  if (!hasRight(ctx.rights, 'projectAttachments', 'READ')) return null;
  const scope = await resolveScope(tx, ctx, documentReadGrants);
  const { items } = await documentsRepository.ofCrew(
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
export const crewMembersExport = (ctx: PlanningContext, number: string) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { project, bookings } = await loadProject(tx, ctx, number, projectReadGrants);
    const contacts = await projectExportsRepository.personContacts(tx, ctx.tenant.id, [
      ...new Set(bookings.map((booking) => booking.personId)),
    ]);
    const papers = await crewPapers(tx, ctx, project.id);
    return buildSheet({
      sheetName: 'Crew members',
      title: `Crew members ${project.number} ${project.name}`,
      rows: bookings,
      columns: [
        { header: 'Name', width: 24, value: (row) => row.personName },
        { header: 'E-mail', width: 28, value: (row) => contacts.get(row.personId)?.email ?? null },
        { header: 'Phone', width: 18, value: (row) => contacts.get(row.personId)?.phone ?? null },
        { header: 'Crew', width: 24, value: (row) => row.projectCrewName },
        { header: 'Function', width: 20, value: (row) => row.functionName },
        { header: 'Date', value: (row) => row.startDate },
        { header: 'Start', value: (row) => row.startTime },
        { header: 'End', value: (row) => row.endTime },
        { header: 'Status', value: (row) => row.status },
        ...(papers
          ? [
              {
                header: 'Documents',
                width: 40,
                value: (row: (typeof bookings)[number]) =>
                  papers.get(row.personId)?.join(', ') ?? null,
              },
            ]
          : []),
      ],
    });
  });

/** POST /projects/{number}/exportDeliveryNotes: one line per crew and its delivery note. */
export const deliveryNotesExport = (ctx: PlanningContext, number: string) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
    const notes = await projectExportsRepository.deliveryNotes(tx, ctx.tenant.id, project.id);
    return buildSheet({
      sheetName: 'Delivery notes',
      title: `Delivery notes ${project.number} ${project.name}`,
      rows: notes,
      columns: [
        { header: 'Crew', width: 24, value: (row) => row.crewName },
        { header: 'Date', value: (row) => row.date },
        { header: 'Shift', value: (row) => row.shift },
        { header: 'Signed by', width: 20, value: (row) => row.signerName },
        { header: 'Signed at', width: 22, value: (row) => row.signedAt },
        { header: 'Rating', value: (row) => row.rating },
        { header: 'Comment', width: 30, value: (row) => row.comment },
        { header: 'Released at', width: 22, value: (row) => row.releasedAt },
        { header: 'Downloaded', value: (row) => (row.downloaded ? 'yes' : 'no') },
      ],
    });
  });

/** GET /projects/{number}/report (PDF). */
export const projectReport = (ctx: PlanningContext, number: string) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const data = await loadProject(tx, ctx, number, projectReadGrants);
    return buildProjectReport({ ...data, generatedAt: ctx.clock.now() });
  });

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
    const feed = await projectRowsRepository.byNumberForFeed(tx, tenantId, number);
    if (!feed?.calendarToken || !safeEqual(feed.calendarToken, token)) throw notFound('Calendar');
    const scope = { kind: 'all' } as const;
    const project = (await projectsRepository.findByNumber(tx, tenantId, number, scope))!;
    const crews = await projectCrewsRepository.listByProject(tx, tenantId, project.id);
    // The feed is read without login: no spare functions, no planner-only notes.
    const positions = await listPositions(
      tx,
      tenantId,
      { seesSpare: false, seesInternals: false },
      { projectId: project.id },
    );
    const placeIds = [
      ...new Set(crews.map((crew) => crew.locationId).filter((id): id is number => id !== null)),
    ];
    const places = await projectExportsRepository.locationsByIds(tx, tenantId, placeIds);
    return buildProjectCalendar({
      project,
      crews,
      positions,
      places,
      host: deps.tenant.host,
      now: deps.clock.now(),
    });
  });
