import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { usePublicCrewProfile } from '../api/get-public-crew-profile';
import { CrewProfileCard } from './crew-profile-card';

/** The shared-link profile in the bare layout: public data only. */
export const PublicCrewProfilePage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['crew-profile', 'common']);
  const profile = usePublicCrewProfile(id);
  return (
    <Stack gap="md" maw={520} mx="auto" data-testid="public-crew-profile">
      <QueryState query={profile}>{(data) => <CrewProfileCard profile={data} />}</QueryState>
      <Text size="sm" c="dimmed" ta="center">
        {t('crew-profile:sharedBy', { app: t('common:appName') })}
      </Text>
    </Stack>
  );
};
