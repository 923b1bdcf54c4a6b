import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { plusCrewsRepository, type PlusCrewRow } from './plus-crews.repository';

/** A plus-crew guest sees only the plus crew of their link; any other answers 404. */
const visible = (ctx: RequestContext, crew: PlusCrewRow | null): PlusCrewRow => {
  if (!crew || (ctx.auth.isGuest && ctx.auth.plusCrewNumber !== crew.number)) {
    throw notFound('Plus crew');
  }
  return crew;
};

export const plusCrewByNumber = async (ctx: RequestContext, number: string) =>
  visible(ctx, await plusCrewsRepository.findByNumber(ctx.tx, ctx.tenant.id, number));

export const plusCrewById = async (ctx: RequestContext, id: number) =>
  visible(ctx, await plusCrewsRepository.findById(ctx.tx, ctx.tenant.id, id));

/** A value of a plus crew the caller may see, with that plus crew. */
export const plusCrewValueInScope = async (ctx: RequestContext, id: number) => {
  const value = await plusCrewsRepository.findValue(ctx.tx, ctx.tenant.id, id);
  if (!value) throw notFound('Plus crew value');
  const crew = await plusCrewById(ctx, value.plusCrewId);
  return { value, crew };
};
