import { Stack, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { usePublicCrewProfile } from '../api/get-public-crew-profile';
import { CrewProfileCard } from './crew-profile-card';

/**
 * The shared-link profile in the bare layout: public data only. A profile that is not public
 * (or does not exist; the server answers both alike) reads "Profile not found", no retry.
 */
export const PublicCrewProfilePage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['crew-profile', 'common']);
  const profile = usePublicCrewProfile(id);
  return (
    <Stack gap="md" maw={520} mx="auto" data-testid="public-crew-profile">
      <FoundState query={profile} notFound={t('common:notFound.profile')} icon={IconUserOff}>
        {(data) => <CrewProfileCard profile={data} />}
      </FoundState>
      <Text size="sm" c="dimmed" ta="center">
        {t('crew-profile:sharedBy', { app: t('common:appName') })}
      </Text>
    </Stack>
  );
};
