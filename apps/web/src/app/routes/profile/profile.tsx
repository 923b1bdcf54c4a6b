import type { QueryClient } from '@tanstack/react-query';
import { CalendarSubscriptionsSection } from '@/features/calendar-subscriptions/components/calendar-subscriptions-section';
import { PushNotificationsSection } from '@/features/notifications/components/push-notifications-section';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { PasswordSection } from '@/features/profile/components/password-section';
import { PersonalDataSection } from '@/features/profile/components/personal-data-section';
import { PictureSection } from '@/features/profile/components/picture-section';
import { PreferencesSection } from '@/features/profile/components/preferences-section';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { forPersons, type ProfileSection } from '@/features/profile/components/profile-sections';
import { PublicProfileSection } from '@/features/profile/components/public-profile-section';
import { getSession } from '@/lib/session';

/** Calendar feeds are of a person's jobs and projects: client contacts have none. */
const CalendarFeeds = () => <CalendarSubscriptionsSection />;
/** Notifications are about a person's jobs, documents and payrolls. */
const Notifications = () => <PushNotificationsSection />;

/**
 * The profile page, top to bottom. Sections of other features join here with one line each
 * (push notifications go after the calendar subscriptions).
 */
const sections: readonly ProfileSection[] = [
  forPersons(PictureSection),
  forPersons(PersonalDataSection),
  forPersons(PreferencesSection),
  forPersons(PublicProfileSection),
  forPersons(CalendarFeeds),
  forPersons(Notifications),
  PasswordSection,
];

export const Component = () => <ProfilePage sections={sections} />;

export const prefetch = (queryClient: QueryClient) => {
  const personId = getSession()?.claims.loginData.person?.id;
  return personId ? queryClient.prefetchQuery(profileQueryOptions(personId)) : Promise.resolve();
};
