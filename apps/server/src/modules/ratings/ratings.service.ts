import {
  hasRight,
  type CrewRating,
  type CrewRatingListQuery,
  type CrewRatingType,
  type SaveCrewRatingInput,
} from '@crewhub/shared';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { RequestContext } from '../../lib/request-context';
import { loadChiefOrPlannerAccess, loadCrewAccess } from '../crew-day';
import { crewRatingUniqueKey, ratingsRepository, type CrewRatingRow } from './ratings.repository';

const toRating = (row: CrewRatingRow): CrewRating => ({
  id: row.id,
  assignmentId: row.projectCrewItemStatusId,
  personId: row.personId,
  ratingTypeId: row.ratingTypeId,
  value: row.value,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

const loginIdOf = (ctx: RequestContext): number => {
  if (ctx.auth.loginId === null) throw forbidden();
  return ctx.auth.loginId;
};

export const listRatingTypes = (ctx: RequestContext): Promise<CrewRatingType[]> =>
  ratingsRepository.types(ctx.tx, ctx.tenant.id);

/** "My rating": the ratings the caller gave. */
export const listMyRatings = async (
  ctx: RequestContext,
  query: CrewRatingListQuery,
): Promise<CrewRating[]> => {
  const loginId = loginIdOf(ctx);
  return (
    await ratingsRepository.list(ctx.tx, ctx.tenant.id, { ...query, ratedByLoginId: loginId })
  ).map((row) => toRating(row.rating));
};

/** GET /projectCrews/{id}/projectCrewItemRatings: every rating on the crew's jobs. */
export const listCrewRatings = async (
  ctx: RequestContext,
  crewId: number,
): Promise<CrewRating[]> => {
  const { tx } = ctx;
  // Ratings are the crew chief's and the planners' business, not the rated colleagues'.
  const { crew } = await loadChiefOrPlannerAccess(tx, ctx, crewId);
  const rows = await ratingsRepository.list(tx, ctx.tenant.id, { projectCrewId: crew.id });
  return rows.map((row) => toRating(row.rating));
};

/**
 * The crew chief rates the people of their crew per job; planners (crews EDIT) may rate any job.
 * Nobody rates themselves.
 */
export const saveRating = async (
  ctx: RequestContext,
  input: SaveCrewRatingInput,
): Promise<CrewRating> => {
  const loginId = loginIdOf(ctx);
  const { tx } = ctx;
  const crewId = await ratingsRepository.crewOfAssignment(tx, ctx.tenant.id, input.assignmentId);
  if (crewId === null) throw notFound('Job');
  const access = await loadCrewAccess(tx, ctx, crewId);
  const member = access.members.find((row) => row.id === input.assignmentId);
  if (!member) throw notFound('Job');
  const mayRate = access.role === 'chief' || hasRight(ctx.rights, 'crews', 'EDIT', 'ALL');
  if (!mayRate) throw forbidden('Only the crew chief can rate this crew');
  if (member.personId === ctx.auth.personId) throw forbidden('You cannot rate yourself');
  if (
    input.ratingTypeId &&
    !(await ratingsRepository.typeExists(tx, ctx.tenant.id, input.ratingTypeId))
  ) {
    throw new AppError('VALIDATION_FAILED', 'Unknown rating type', [
      { field: 'body.ratingTypeId', message: 'Unknown rating type' },
    ]);
  }
  const row = await ratingsRepository
    .save(tx, {
      tenantId: ctx.tenant.id,
      personId: member.personId,
      projectCrewItemStatusId: input.assignmentId,
      ratingTypeId: input.ratingTypeId ?? null,
      value: input.value,
      comment: input.comment ?? null,
      ratedByLoginId: loginId,
    })
    .catch((error: unknown) => {
      // Two first saves at the same moment: the unique index lets one of them through.
      if (isUniqueViolation(error, crewRatingUniqueKey)) {
        throw new AppError('CONFLICT', 'You already rated this job; reload to see your rating');
      }
      throw error;
    });
  return toRating(row);
};
