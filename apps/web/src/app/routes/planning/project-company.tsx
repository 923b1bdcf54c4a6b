import { Stack } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { CompanySettingsCard } from '@/features/companies/components/company-settings-card';
import { paths } from '@/config/paths';
import { useRight } from '@/lib/use-right';
import { CompanyRateCards } from '../companies/company-rate-cards';

/** Under a project's profile: how we work with its client and, for price readers, its rates. */
export const ProjectCompany = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation('companies');
  // Crew may open a project through their crew; the client's settings are not theirs to read.
  const readsCompany = useRight('projects', 'READ');
  const readsPrices = useRight('rateCards', 'READ');
  if (!readsCompany) return null;
  return (
    <Stack gap="md">
      <CompanySettingsCard companyId={companyId} />
      {readsPrices ? <CompanyRateCards companyId={companyId} /> : null}
      <LinkRow
        to={paths.company.getHref({ id: String(companyId) })}
        icon={IconBuildingSkyscraper}
        label={t('link.title')}
        description={t('link.description')}
        testId="project-company-link"
      />
    </Stack>
  );
};
