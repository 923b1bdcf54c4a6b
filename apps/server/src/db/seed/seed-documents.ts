import { addDays } from '@crewhub/shared';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Transaction } from '../client';
import { positionOfAssignment } from '../joins';
import {
  companies,
  documents,
  documentTypes,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
} from '../schema';
import { fileSlug, storeSeedPdfs, type SeedFiles } from './seed-files';

type NewType = typeof documentTypes.$inferInsert;
const typeList = (tenantId: number): NewType[] => [
  { tenantId, name: 'Project briefing', category: 'general' },
  { tenantId, name: 'Site map', category: 'general' },
  { tenantId, name: 'Safety plan', category: 'general' },
  {
    tenantId,
    name: 'A1 certificate',
    category: 'social_security',
    parameters: { validityMonths: 24, issuedBy: 'SVB' },
  },
  // Asked of every crew member: home lists them until uploaded.
  { tenantId, name: 'ID card', category: 'crew_member', parameters: { requiredFor: 'crew' } },
  {
    tenantId,
    name: 'VCA safety certificate',
    category: 'crew_member',
    parameters: { requiredFor: 'crew' },
  },
  { tenantId, name: 'Forklift licence', category: 'crew_member' },
  { tenantId, name: 'Quotation calculation', category: 'calculation' },
  { tenantId, name: 'Final calculation', category: 'calculation' },
];

/**
 * The demo projects that have paperwork: confirmed past and ongoing ones (begun by today),
 * plus the guest project, newest first.
 */
export const paperworkProjects = (
  tx: Transaction,
  tenantId: number,
  options: { today: string; guestProjectNumber: string; limit: number },
) =>
  tx
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      beginDate: projects.beginDate,
      endDate: projects.endDate,
      companyId: projects.companyId,
      contactId: projects.contactId,
      companyName: companies.name,
      clientMark: companies.clientMark,
      rateCents: projects.rateCents,
    })
    .from(projects)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, projects.tenantId), eq(companies.id, projects.companyId)),
    )
    .where(
      and(
        eq(projects.tenantId, tenantId),
        isNull(projects.internalKind),
        eq(projects.state, 'confirmed'),
        or(lte(projects.beginDate, options.today), eq(projects.number, options.guestProjectNumber)),
      ),
    )
    .orderBy(desc(projects.beginDate), asc(projects.id))
    .limit(options.limit);

type Project = Awaited<ReturnType<typeof paperworkProjects>>[number];
type NewDocument = Omit<typeof documents.$inferInsert, 'tenantId' | 'typeId' | 'fileId'> & {
  type: string;
  lines: string[];
};

const projectPapers = (project: Project, index: number, today: string): NewDocument[] => {
  const begin = project.beginDate!;
  const end = project.endDate ?? begin;
  const on = { projectId: project.id, companyId: project.companyId };
  const papers: NewDocument[] = [
    {
      ...on,
      type: 'Quotation calculation',
      name: `Quotation ${project.number}`,
      documentDate: addDays(begin, -30),
      lines: ['Crew hours, rates and catering as quoted to the client.'],
    },
    {
      ...on,
      type: 'Project briefing',
      name: 'Crew briefing and schedule',
      documentDate: addDays(begin, -7),
      lines: ['Schedule, dress code, call times and contacts on site.'],
    },
    {
      ...on,
      type: 'Site map',
      name: 'Site map with crew entrance',
      documentDate: addDays(begin, -5),
      lines: ['Crew entrance, parking, loading dock and first aid post.'],
    },
  ];
  // An upload waiting for approval on every third project.
  if (index % 3 === 1) {
    papers.push({
      ...on,
      type: 'Safety plan',
      name: 'Safety plan and emergency routes',
      documentDate: addDays(begin, -2),
      status: 'pending',
      lines: ['Evacuation routes, working at height and emergency numbers.'],
    });
  }
  // Ended projects have their final calculation.
  if (end < today) {
    papers.push({
      ...on,
      type: 'Final calculation',
      name: `Final calculation ${project.number}`,
      documentDate: addDays(end, 3),
      lines: ['Worked hours against quoted hours, ready for invoicing.'],
    });
  }
  return papers;
};

const personPapers = (
  person: { id: number; firstName: string; lastName: string },
  index: number,
  today: string,
): NewDocument[] => {
  const on = { personId: person.id };
  const papers: NewDocument[] = [
    {
      ...on,
      type: 'ID card',
      name: 'ID card',
      documentDate: addDays(today, -400 + index * 7),
      lines: [`Document number NL${String(4_100_000 + person.id * 13).padStart(9, '0')}`],
    },
  ];
  if (index % 5 !== 4) {
    papers.push({
      ...on,
      type: 'A1 certificate',
      name: `A1 certificate ${today.slice(0, 4)}`,
      documentDate: addDays(today, -120 + index),
      // A new certificate now and then, still waiting for approval.
      status: index % 7 === 3 ? 'pending' : 'approved',
      lines: ['Social security legislation applicable: the Netherlands.', 'Valid 24 months.'],
    });
  }
  if (index % 2 === 0) {
    papers.push({
      ...on,
      type: index % 6 === 0 ? 'Forklift licence' : 'VCA safety certificate',
      name: index % 6 === 0 ? 'Forklift licence' : 'VCA basic safety',
      documentDate: addDays(today, -200 - index * 3),
      lines: ['Passed the exam; valid ten years.'],
    });
  }
  return papers;
};

/** People confirmed on the given projects. */
const crewOf = (tx: Transaction, tenantId: number, projectIds: number[]) =>
  tx
    .selectDistinct({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(projectCrewItemStatuses)
    .innerJoin(projectCrewItems, positionOfAssignment)
    .innerJoin(
      persons,
      and(
        eq(persons.tenantId, projectCrewItemStatuses.tenantId),
        eq(persons.id, projectCrewItemStatuses.personId),
      ),
    )
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, tenantId),
        eq(projectCrewItemStatuses.status, 'confirmed'),
        inArray(projectCrewItems.projectId, projectIds),
      ),
    )
    .orderBy(asc(persons.id));

/**
 * Document types and documents: briefings, site maps, safety plans and calculations of past
 * and ongoing projects, and the crew's IDs, certificates and A1 social security certificates.
 */
export const seedDocuments = async (
  tx: Transaction,
  seed: SeedFiles,
  projectRows: Project[],
  today: string,
) => {
  const { tenantId } = seed;
  const types = await tx
    .insert(documentTypes)
    .values(typeList(tenantId))
    .returning({ id: documentTypes.id, name: documentTypes.name });
  const typeId = (name: string) => types.find((type) => type.name === name)!.id;
  const crew = projectRows.length
    ? await crewOf(
        tx,
        tenantId,
        projectRows.map((project) => project.id),
      )
    : [];
  const papers = [
    ...projectRows.flatMap((project, index) => projectPapers(project, index, today)),
    ...crew.flatMap((person, index) => personPapers(person, index, today)),
  ];
  const fileIds = await storeSeedPdfs(
    tx,
    seed,
    papers.map((paper) => {
      const person = crew.find((each) => each.id === paper.personId);
      const project = projectRows.find((each) => each.id === paper.projectId);
      const ownerName = person ? `${person.firstName} ${person.lastName}` : project?.name;
      return {
        filename: `${fileSlug(`${paper.name} ${project?.number ?? ownerName}`)}.pdf`,
        title: paper.name,
        subtitle: [ownerName, paper.documentDate].filter(Boolean).join(' - '),
        sections: [{ heading: paper.type, lines: paper.lines }],
      };
    }),
  );
  const values = papers.map(({ type, lines: _lines, ...paper }, index) => ({
    ...paper,
    tenantId,
    typeId: typeId(type),
    fileId: fileIds[index]!,
  }));
  if (values.length) await tx.insert(documents).values(values);
};
