import type { Profile, ProfilePicture } from '@crewhub/shared';
import { Jimp } from 'jimp';
import { expect } from 'vitest';
import { createCrewDayFactories } from './crew-day-factories';
import { multipartBody } from './document-factories';
import type { TestContext } from './test-app';

/** A real image of the given size, as the bytes a phone would upload. */
export const testImage = (width: number, height: number, type: 'image/png' | 'image/jpeg') =>
  new Jimp({ width, height, color: 0xdde4eaff }).getBuffer(type);

/** Profile calls as a logged-in person, on this test file's app. */
export const createProfileHelpers = (ctx: TestContext) => {
  /** A crew member with a login, logged in; another person's profile stays out of reach. */
  const crewMember = async () => {
    const { person, credentials } = await createCrewDayFactories(ctx.handle.db).crewMember({
      street: 'Coolsingel 40',
      zipcode: '3011 AD',
      city: 'Rotterdam',
      country: 'NL',
    });
    return { person, token: await ctx.login(credentials) };
  };

  const profileOf = async (personId: number, token: string) => {
    const response = await ctx.request('GET', `/api/v1/persons/${personId}/profile`, { token });
    expect(response.statusCode).toBe(200);
    return response.json<Profile>();
  };

  const requestChange = (personId: number, token: string, body: Record<string, string>) =>
    ctx.request('POST', `/api/v1/persons/${personId}/personalData`, { token, body });

  const uploadPicture = (
    personId: number,
    token: string,
    file: { bytes: Buffer; contentType: string; filename?: string },
    crop: Record<string, string> = {},
  ) => {
    const { payload, headers } = multipartBody(crop, { filename: 'me.png', ...file });
    return ctx.request('POST', `/api/v1/persons/${personId}/profilePictures`, {
      token,
      body: payload,
      headers,
    });
  };

  const pendingPicture = async (personId: number, token: string) => {
    const response = await uploadPicture(personId, token, {
      bytes: await testImage(64, 64, 'image/png'),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    return response.json<ProfilePicture>();
  };

  return { crewMember, profileOf, requestChange, uploadPicture, pendingPicture };
};
