import {
  hasRight,
  isoDateOf,
  treeYears,
  type AssignTreeInput,
  type TreeSummary,
} from '@crewhub/shared';
import { invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { assertReferences } from '../tenant-references';
import { findTenantSettings } from '../tenants';
import { treesRepository } from './trees.repository';

/** GET /oneCrewOneTree: the company's forest, my share of it and the page's title. */
export const treeSummary = async (ctx: RequestContext): Promise<TreeSummary> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const personId = ctx.auth.personId;
  const settings = await findTenantSettings(tx, tenantId);
  const rows = await treesRepository.perYear(tx, tenantId, personId);
  const myTrees = personId === null ? [] : await treesRepository.ofPerson(tx, tenantId, personId);
  const thisYear = Number(isoDateOf(ctx.clock.now()).slice(0, 4));
  return {
    title: settings?.oneCrewOneTreeTitle ?? null,
    companyTotal: rows.reduce((sum, row) => sum + row.company, 0),
    mine: rows.reduce((sum, row) => sum + row.mine, 0),
    perYear: treeYears(rows, thisYear),
    myTrees,
    canAssign: hasRight(ctx.rights, 'oneXOneTree', 'CREATE'),
  };
};

/** POST /oneXOneTree/assign: trees planted for a crew member, on a day that has been. */
export const assignTrees = async (ctx: RequestContext, input: AssignTreeInput) => {
  if (input.plantedOn > isoDateOf(ctx.clock.now())) {
    throw invalidField('plantedOn', 'A tree cannot be planted in the future');
  }
  await assertReferences(ctx.tx, ctx.tenant.id, { personId: ['person', input.personId] });
  const { count, ...values } = input;
  const assigned = await treesRepository.insert(
    ctx.tx,
    ctx.tenant.id,
    { ...values, assignedByLoginId: ctx.auth.loginId },
    count,
  );
  return { assigned };
};
