import { Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { QueryState } from '@/components/query-state';
import { usePageTitle } from '@/lib/page-title';
import { usePlusCrew } from '../api/get-plus-crew';
import { usePlusCrewValues } from '../api/get-plus-crew-values';
import { PlusCrewSettingsForm } from './plus-crew-settings-form';

export const PlusCrewSettingsPage = ({ number }: { number: string }) => {
  const { t } = useTranslation('plus-crews');
  const crew = usePlusCrew(number);
  const values = usePlusCrewValues(crew.data?.id);
  usePageTitle(crew.data ? t('settings.title', { name: crew.data.name }) : null);
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {crew.data ? t('settings.title', { name: crew.data.name }) : number}
      </Title>
      <FoundState query={crew} notFound={t('dashboard.notFound')} icon={IconSettings}>
        {(found) => (
          <QueryState query={values}>
            {(list) => <PlusCrewSettingsForm crew={found} values={list} />}
          </QueryState>
        )}
      </FoundState>
    </Stack>
  );
};
