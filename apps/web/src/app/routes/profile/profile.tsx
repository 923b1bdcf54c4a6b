import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { PasswordSection } from '@/features/profile/components/password-section';
import { PersonalDataSection } from '@/features/profile/components/personal-data-section';
import { PictureSection } from '@/features/profile/components/picture-section';
import { PreferencesSection } from '@/features/profile/components/preferences-section';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { forPersons, type ProfileSection } from '@/features/profile/components/profile-sections';
import { PublicProfileSection } from '@/features/profile/components/public-profile-section';
import { getSession } from '@/lib/session';

/**
 * The profile page, top to bottom. Sections of other features join here with one line each
 * (the communication feature's calendar subscriptions and push notifications go after the
 * public profile).
 */
const sections: readonly ProfileSection[] = [
  forPersons(PictureSection),
  forPersons(PersonalDataSection),
  forPersons(PreferencesSection),
  forPersons(PublicProfileSection),
  PasswordSection,
];

export const Component = () => <ProfilePage sections={sections} />;

export const prefetch = (queryClient: QueryClient) => {
  const personId = getSession()?.claims.loginData.person?.id;
  return personId ? queryClient.prefetchQuery(profileQueryOptions(personId)) : Promise.resolve();
};
