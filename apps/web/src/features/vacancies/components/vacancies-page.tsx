import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useVacancies } from '../api/get-vacancies';
import { VacancyCard } from './vacancy-card';

/** Open positions I may apply for, and the ones I applied for. */
export const VacanciesPage = () => {
  const { t } = useTranslation('vacancies');
  const vacancies = useVacancies();
  return (
    <Stack gap="md" data-testid="vacancies-page">
      <Text c="dimmed">{t('intro')}</Text>
      <QueryState query={vacancies}>
        {({ items }) =>
          items.length === 0 ? (
            <FriendlyEmpty
              icon={IconSpeakerphone}
              title={t('empty.title')}
              description={t('empty.text')}
              testId="vacancies-empty"
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {items.map((vacancy) => (
                <VacancyCard key={vacancy.projectCrewItemId} vacancy={vacancy} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
};
