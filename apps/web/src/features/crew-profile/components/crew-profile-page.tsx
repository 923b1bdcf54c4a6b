import { Stack } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '@/components/contact-actions';
import { FoundState } from '@/components/found-state';
import { usePageTitle } from '@/lib/page-title';
import { useCrewProfile } from '../api/get-crew-profile';
import { CrewProfileCard } from './crew-profile-card';

export const CrewProfilePage = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const profile = useCrewProfile(id);
  usePageTitle(profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : null);
  return (
    <FoundState query={profile} notFound={t('notFound.profile')} icon={IconUserOff}>
      {(data) => (
        <Stack gap="md" data-testid="crew-profile">
          <CrewProfileCard profile={data} />
          {data.contact ? <ContactActions contact={data.contact} withIdentity={false} /> : null}
        </Stack>
      )}
    </FoundState>
  );
};
