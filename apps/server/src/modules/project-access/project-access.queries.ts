import type { Project } from '@crewhub/shared';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  branches,
  cateringAgreementTypes,
  companies,
  contacts,
  locations,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
  rateCards,
} from '../../db/schema';
import type { ProjectScope } from './project-scope';

// Query pieces other modules build on: every list of projects, crews, positions or documents
// narrows by the same scope condition and reads projects with the same joined names.

/** The projects row condition of a scope; undefined means every project of the tenant. */
export const projectScopeCondition = (scope: ProjectScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(projects.companyId, scope.companyId);
    case 'contact':
      return eq(projects.contactId, scope.contactId);
    case 'guest':
      return eq(projects.number, scope.projectNumber);
    case 'person':
      // Crew see the projects they work on or lead, never the rest of the planning.
      return or(
        eq(projects.crewChiefPersonId, scope.personId),
        eq(projects.projectManagerPersonId, scope.personId),
        sql`exists (select 1 from ${projectCrewItemStatuses} s join ${projectCrewItems} i
          on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          where s.tenant_id = ${projects.tenantId} and i.project_id = ${projects.id}
          and s.person_id = ${scope.personId})`,
        sql`exists (select 1 from ${projectCrews} c where c.tenant_id = ${projects.tenantId}
          and c.project_id = ${projects.id} and c.crew_chief_person_id = ${scope.personId})`,
      );
  }
};

// The Project as every screen reads it: the projects repository lists with the same query.
const crewChief = alias(persons, 'project_crew_chief');
const manager = alias(persons, 'project_manager');
const fullName = (table: typeof persons | typeof contacts) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

const selection = {
  id: projects.id,
  number: projects.number,
  name: projects.name,
  companyId: projects.companyId,
  companyName: companies.name,
  clientMark: projects.clientMark,
  contactId: projects.contactId,
  contactName: fullName(contacts),
  reference: projects.reference,
  beginDate: projects.beginDate,
  endDate: projects.endDate,
  locationId: projects.locationId,
  locationName: locations.name,
  crewChiefPersonId: projects.crewChiefPersonId,
  crewChiefName: sql<string | null>`${crewChief.firstName} || ' ' || ${crewChief.lastName}`,
  projectManagerPersonId: projects.projectManagerPersonId,
  projectManagerName: sql<string | null>`${manager.firstName} || ' ' || ${manager.lastName}`,
  comment: projects.comment,
  branchId: projects.branchId,
  branchName: branches.name,
  defaultCateringTypeId: projects.defaultCateringTypeId,
  defaultCateringTypeName: cateringAgreementTypes.name,
  rateCardId: projects.rateCardId,
  rateCardName: rateCards.name,
  rateCents: projects.rateCents,
  projectType: projects.projectType,
  state: projects.state,
  closed: projects.closed,
};

const sameTenant = (column: AnyPgColumn) => eq(column, projects.tenantId);

const withJoins = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(companies, and(sameTenant(companies.tenantId), eq(companies.id, projects.companyId)))
    .leftJoin(contacts, and(sameTenant(contacts.tenantId), eq(contacts.id, projects.contactId)))
    .leftJoin(locations, and(sameTenant(locations.tenantId), eq(locations.id, projects.locationId)))
    .leftJoin(
      crewChief,
      and(sameTenant(crewChief.tenantId), eq(crewChief.id, projects.crewChiefPersonId)),
    )
    .leftJoin(
      manager,
      and(sameTenant(manager.tenantId), eq(manager.id, projects.projectManagerPersonId)),
    )
    .leftJoin(branches, and(sameTenant(branches.tenantId), eq(branches.id, projects.branchId)))
    .leftJoin(
      cateringAgreementTypes,
      and(
        sameTenant(cateringAgreementTypes.tenantId),
        eq(cateringAgreementTypes.id, projects.defaultCateringTypeId),
      ),
    )
    .leftJoin(
      rateCards,
      and(sameTenant(rateCards.tenantId), eq(rateCards.id, projects.rateCardId)),
    );

/** Projects with their names joined in; callers add where, order and paging. */
export const selectProjects = (tx: Executor) =>
  withJoins(tx.select(selection).from(projects).$dynamic());

/**
 * SQL: a project's JSON text as PostgreSQL writes it (`row_to_json`, whose escaping equals
 * `JSON.stringify`'s), the same fields in the same order as `selection` and the Project schema.
 */
const projectJson = sql<string>`(select row_to_json(answer)::text from (select ${sql.join(
  Object.entries(selection).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
)}) answer)`;

/**
 * SQL: the JSON text of the array of the projects of `from`, in the order of `orderBy`, for
 * lists answered as they come (`lib/json-text.ts`): a thousand projects cost the driver one text
 * instead of 28,000 values, and no parse and re-stringifying through the response schema. `from`
 * may stand in for the projects table (a page of it named like the table), so only its rows get
 * their names joined.
 */
export const projectsJsonArray = (tx: Executor, from: SQL, orderBy: SQL): SQL => {
  const numbered = withJoins(
    tx
      .select({ json: projectJson, position: sql<number>`row_number() over (order by ${orderBy})` })
      .from(from)
      .$dynamic(),
  );
  return sql`(select concat('[', string_agg(p.json, ',' order by p.position), ']')
    from (${numbered}) p(json, position))`;
};

export const findProjectByNumber = async (
  tx: Executor,
  tenantId: number,
  number: string,
  scope: ProjectScope,
): Promise<Project | null> => {
  const [row] = await selectProjects(tx).where(
    and(eq(projects.tenantId, tenantId), eq(projects.number, number), projectScopeCondition(scope)),
  );
  return row ?? null;
};
