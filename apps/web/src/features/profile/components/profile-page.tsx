import type { Profile } from '@crewhub/shared';
import { Stack } from '@mantine/core';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useProfile } from '../api/get-profile';
import type { ProfileSection } from './profile-sections';

type SectionsProps = { sections: readonly ProfileSection[] };

const Sections = ({ sections, profile }: SectionsProps & { profile: Profile | null }) => (
  <Stack gap="md" data-testid="profile-page">
    {sections.map((Section, index) => (
      // The list is fixed per build, so its order is a stable key.
      <Section key={index} profile={profile} />
    ))}
  </Stack>
);

const PersonProfile = ({ personId, sections }: SectionsProps & { personId: number }) => {
  const profile = useProfile(personId);
  return (
    <QueryState query={profile}>
      {(data) => <Sections sections={sections} profile={data} />}
    </QueryState>
  );
};

/** /profile: the sections the route lists, for whoever is logged in. */
export const ProfilePage = ({ sections }: SectionsProps) => {
  const personId = useSession()?.claims.loginData.person?.id ?? null;
  return personId === null ? (
    <Sections sections={sections} profile={null} />
  ) : (
    <PersonProfile personId={personId} sections={sections} />
  );
};
