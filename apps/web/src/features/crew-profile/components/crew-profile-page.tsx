import { Stack } from '@mantine/core';
import { ContactActions } from '@/components/contact-actions';
import { QueryState } from '@/components/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useCrewProfile } from '../api/get-crew-profile';
import { CrewProfileCard } from './crew-profile-card';

export const CrewProfilePage = ({ id }: { id: number }) => {
  const profile = useCrewProfile(id);
  usePageTitle(profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : null);
  return (
    <QueryState query={profile}>
      {(data) => (
        <Stack gap="md" data-testid="crew-profile">
          <CrewProfileCard profile={data} />
          {data.contact ? <ContactActions contact={data.contact} withIdentity={false} /> : null}
        </Stack>
      )}
    </QueryState>
  );
};
