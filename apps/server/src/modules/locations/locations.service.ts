import {
  mapLinkFor,
  type Location,
  type LocationInput,
  type LocationListQuery,
  type Page,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { assertReferences } from '../tenant-references';
import type { Geocoder } from './geocoder';
import { locationsRepository } from './locations.repository';

export type LocationsContext = RequestContext & { geocoder: Geocoder | null };

const findLocation = async (tx: Executor, ctx: RequestContext, id: number): Promise<Location> => {
  const location = await locationsRepository.findById(tx, ctx.tenant.id, id);
  // Project guests see only the places of their own project.
  const guestMayNotSee =
    ctx.auth.isGuest &&
    (!ctx.auth.projectNumber ||
      !(await locationsRepository.usedByProject(tx, ctx.tenant.id, id, ctx.auth.projectNumber)));
  if (!location || guestMayNotSee) throw notFound('Location');
  return location;
};

export const getLocation = (ctx: RequestContext, id: number): Promise<Location> =>
  findLocation(ctx.tx, ctx, id);

export const listLocations = async (
  ctx: RequestContext,
  query: LocationListQuery,
): Promise<Page<Location>> => ({
  ...(await locationsRepository.list(ctx.tx, ctx.tenant.id, query)),
  page: query.page,
  limit: query.limit,
});

/**
 * Coordinates entered by hand win; otherwise a configured geocoder computes them from the
 * address. The map link is derived from whatever is known.
 */
const geoFields = async (ctx: LocationsContext, input: LocationInput) => {
  if (input.latitude != null && input.longitude != null) {
    return { latitude: input.latitude, longitude: input.longitude, geoSource: 'manual' as const };
  }
  const point = ctx.geocoder ? await ctx.geocoder.geocode(input).catch(() => null) : null;
  return point
    ? { ...point, geoSource: 'geocoder' as const }
    : { latitude: null, longitude: null, geoSource: null };
};

const locationValues = async (ctx: LocationsContext, input: LocationInput) => {
  const geo = await geoFields(ctx, input);
  return { ...input, ...geo, mapLink: mapLinkFor({ ...input, ...geo }) };
};

export const createLocation = async (
  ctx: LocationsContext,
  input: LocationInput,
): Promise<Location> => {
  const { tx } = ctx;
  await assertReferences(tx, ctx.tenant.id, { 'body.regionId': ['region', input.regionId] });
  const id = await locationsRepository.insert(tx, {
    ...(await locationValues(ctx, input)),
    tenantId: ctx.tenant.id,
  });
  return findLocation(tx, ctx, id);
};

export const updateLocation = async (
  ctx: LocationsContext,
  id: number,
  input: LocationInput,
): Promise<Location> => {
  const { tx } = ctx;
  await findLocation(tx, ctx, id);
  await assertReferences(tx, ctx.tenant.id, { 'body.regionId': ['region', input.regionId] });
  await locationsRepository.update(tx, ctx.tenant.id, id, await locationValues(ctx, input));
  return findLocation(tx, ctx, id);
};
