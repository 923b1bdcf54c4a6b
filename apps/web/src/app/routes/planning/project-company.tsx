import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCompanyRateCards } from '@/features/companies/api/get-company-rate-cards';
import { CompanySettingsCard } from '@/features/companies/components/company-settings-card';
import { RateCardPanel } from '@/features/mobile-documents/components/rate-card-panel';
import { useRight } from '@/lib/use-right';

/** The client's rate card agreements, each opening to its rates and documents. */
const CompanyRateCards = ({ companyId }: { companyId: number }) => {
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

/** Under a project's profile: how we work with its client and, for price readers, its rates. */
export const ProjectCompany = ({ companyId }: { companyId: number }) => {
  // Crew may open a project through their crew; the client's settings are not theirs to read.
  const readsCompany = useRight('projects', 'READ');
  const readsPrices = useRight('rateCards', 'READ');
  if (!readsCompany) return null;
  return (
    <Stack gap="md">
      <CompanySettingsCard companyId={companyId} />
      {readsPrices ? <CompanyRateCards companyId={companyId} /> : null}
    </Stack>
  );
};
