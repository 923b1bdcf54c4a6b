import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCompanyRateCards } from '@/features/companies/api/get-company-rate-cards';
import { RateCardPanel } from '@/features/mobile-documents/components/rate-card-panel';

/** The client's rate card agreements, each opening to its rates and documents. */
export const CompanyRateCards = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation('companies');
  const cards = useCompanyRateCards(companyId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="company-rate-cards">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('rateCards')}
        </Title>
        <QueryState query={cards}>
          {(page) =>
            page.items.length === 0 ? (
              <Text c="dimmed">{t('noRateCards')}</Text>
            ) : (
              <RateCardPanel cards={page.items} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
};
