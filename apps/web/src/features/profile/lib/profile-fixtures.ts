import type { Profile } from '@crewhub/shared';

/** A profile as GET /persons/{id}/profile answers it, for component tests. */
export const profileFixture = (values: Partial<Profile> = {}): Profile => ({
  personId: 7,
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Coolsingel 40',
  zipcode: '3011 AD',
  city: 'Rotterdam',
  country: 'NL',
  birthday: '1994-05-12',
  phone: '+31 6 1234 5678',
  email: 'sanne@example.test',
  nationality: 'NL',
  timezone: 'Europe/Amsterdam',
  mapService: 'google',
  language: 'en',
  publicProfile: false,
  pictureUrl: null,
  newPicture: null,
  changeRequests: [],
  ...values,
});
