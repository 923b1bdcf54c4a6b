import type { CrewItemStatus } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { decodeTogether, jsonRows, togetherStatement } from '../../db/json-read';
import { queryRowsOf, statementCache, type ValueSlots } from '../../db/statement-cache';
import { jobsRepository, withoutCount, type JobRow } from './jobs.repository';

/** Everything that changes the text of a first page: the tab's statuses and side, the size. */
export type FirstPageShape = {
  statuses: readonly CrewItemStatus[];
  past: boolean;
  /** The page's size, slack included: part of the text because Drizzle takes it as a number. */
  limit: number;
};

/** The request's values, each a parameter (dates are YYYY-MM-DD, bounds with a day of slack). */
export type FirstPageValues = {
  tenantId: number;
  personId: number;
  /** The tab's bound on the end date: up to it for past jobs, from it for the others. */
  tabBound: string;
  nearFrom: string;
  nearTo: string;
};

const build = (tx: Executor, shape: FirstPageShape, slots: ValueSlots<FirstPageValues>) => {
  const { tenantId, personId } = slots;
  const { statuses } = shape;
  const tabDates = shape.past ? { endDateTo: slots.tabBound } : { endDateFrom: slots.tabBound };
  return togetherStatement({
    page: jsonRows(
      jobsRepository
        .counted(tx, tenantId, { personId, statuses, ...tabDates }, shape.past)
        .limit(shape.limit),
    ),
    nearNow: jsonRows(
      jobsRepository.list(tx, tenantId, {
        personId,
        statuses,
        endDateFrom: slots.nearFrom,
        endDateTo: slots.nearTo,
      }),
    ),
  });
};

/** Four tabs times the page sizes the screens ask for; odd sizes past that are built per call. */
const firstPageStatement = statementCache({
  name: 'jobs first page',
  keyOf: (shape: FirstPageShape) => JSON.stringify(shape),
  build,
  maxShapes: 32,
});

/**
 * A tab's first page (with its count) and the person's jobs ending near now, in one statement
 * built once per shape (issue 17): a busy person's page needs both, and the rest of /jobs is
 * cheaper than building and spelling the two selects was.
 */
export const readFirstPage = async (
  tx: Executor,
  shape: FirstPageShape,
  values: FirstPageValues,
): Promise<{ page: { rows: JobRow[]; total: number }; nearNow: JobRow[] }> => {
  const { built, query } = firstPageStatement.fill(tx, shape, values);
  const read = decodeTogether(built.read, await queryRowsOf<{ value: unknown }>(tx, query));
  return { page: withoutCount(read.page), nearNow: read.nearNow };
};
