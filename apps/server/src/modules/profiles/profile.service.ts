import {
  birthdayProblem,
  isoDateOf,
  mapServices,
  type MapService,
  personalDataFields,
  type PersonalDataInput,
  type Profile,
  type ProfilePreferencesInput,
} from '@crewhub/shared';
import { invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { signedFileUrl } from '../files';
import { ownPersonKey } from './profile-access';
import { toChangeRequest, toPicture } from './profile-dto';
import { fieldValue, profilesRepository } from './profiles.repository';

// The column predates the list of services; an unknown value falls back to the default.
const knownMapService = (value: string): MapService =>
  mapServices.find((service) => service === value) ?? 'google';

const stillOpen = (status: string) => status === 'pending' || status === 'rejected';

/** GET /persons/{id}/profile: my data, my preferences and what still waits for the office. */
export const getProfile = async (ctx: RequestContext, personId: number): Promise<Profile> => {
  const key = ownPersonKey(ctx, personId);
  const { tx } = ctx;
  const person = await profilesRepository.person(tx, key);
  if (!person) throw notFound('Profile');
  const [requests, pictures, language] = await Promise.all([
    profilesRepository.requestsOf(tx, key),
    profilesRepository.picturesOf(tx, key),
    ctx.auth.loginId
      ? profilesRepository.languageOfLogin(tx, key.tenantId, ctx.auth.loginId)
      : null,
  ]);
  // Newest first: the first request seen per field is the one that counts.
  const newestPerField = personalDataFields.flatMap((field) => {
    const newest = requests.find((row) => row.field === field);
    return newest && stillOpen(newest.status) ? [toChangeRequest(newest)] : [];
  });
  const newestPicture = pictures[0];
  return {
    personId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    street: person.street,
    zipcode: person.zipcode,
    city: person.city,
    country: person.country,
    birthday: person.birthday,
    phone: person.phone,
    email: person.email,
    nationality: person.nationality,
    timezone: person.timezone,
    mapService: knownMapService(person.mapService),
    language: language ?? ctx.auth.claims.loginData.language,
    publicProfile: person.publicProfile,
    pictureUrl: person.pictureFileId ? signedFileUrl(ctx, person.pictureFileId) : null,
    newPicture:
      newestPicture && stillOpen(newestPicture.status) ? toPicture(ctx, newestPicture) : null,
    changeRequests: newestPerField,
  };
};

/**
 * POST /persons/{id}/personalData: every field that differs from today's value becomes a change
 * request for the office; a pending request for the same field is replaced. Sending today's
 * value withdraws a pending request.
 */
export const requestPersonalDataChange = async (
  ctx: RequestContext,
  personId: number,
  input: PersonalDataInput,
): Promise<Profile> => {
  const key = ownPersonKey(ctx, personId);
  const { tx } = ctx;
  const person = await profilesRepository.person(tx, key);
  if (!person) throw notFound('Profile');
  const problem = input.birthday
    ? birthdayProblem(input.birthday, isoDateOf(ctx.clock.now()))
    : null;
  if (problem) throw invalidField('body.birthday', problem);
  for (const field of personalDataFields) {
    const value = input[field];
    if (value === undefined) continue;
    await profilesRepository.replacePendingRequest(tx, key, field);
    if (value === fieldValue(person, field)) continue;
    await profilesRepository.insertRequest(tx, {
      ...key,
      field,
      value,
      requestedByLoginId: ctx.auth.loginId,
    });
  }
  return getProfile(ctx, personId);
};

/** POST /persons/{id}/preferences: time zone, map service and language apply at once. */
export const setPreferences = async (
  ctx: RequestContext,
  personId: number,
  input: ProfilePreferencesInput,
): Promise<Profile> => {
  const key = ownPersonKey(ctx, personId);
  const { tx } = ctx;
  await profilesRepository.updatePerson(tx, key, {
    timezone: input.timezone,
    mapService: input.mapService,
  });
  if (ctx.auth.loginId) {
    await profilesRepository.setLoginLanguage(tx, key.tenantId, ctx.auth.loginId, input.language);
  }
  return getProfile(ctx, personId);
};
