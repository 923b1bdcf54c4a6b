import type { Company } from '@crewhub/shared';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { usePageTitle } from '@/lib/page-title';
import { useCompany } from '../api/get-company';
import { CompanyContacts } from './company-contacts';
import { CompanySettingsCard } from './company-settings-card';

type CompanyPageProps = {
  id: number;
  /** The office (invoices EDIT on all clients) changes the settings. */
  canEditSettings: boolean;
  /** projects READ: the client's contacts. */
  showContacts: boolean;
  /** crewProfile READ: each contact's best rated crew. */
  showValueStaff: boolean;
  /** The client's rate card agreements, composed by the route (another feature draws them). */
  rateCards?: ReactNode;
};

const CompanyHeader = ({ company }: { company: Company }) => (
  <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="company-header">
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} fz="xl">
          {company.name}
        </Title>
        {company.clientMark ? <Badge variant="light">{company.clientMark}</Badge> : null}
      </Group>
      {company.city ? <Text c="dimmed">{company.city}</Text> : null}
      <Group gap="md" wrap="wrap">
        {company.email ? (
          <Anchor href={`mailto:${company.email}`} style={{ overflowWrap: 'anywhere' }}>
            {company.email}
          </Anchor>
        ) : null}
        {company.phone ? (
          <Anchor href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</Anchor>
        ) : null}
      </Group>
    </Stack>
  </Paper>
);

/** One client: who they are, how we work with them, their people and their rates. */
export const CompanyPage = ({
  id,
  canEditSettings,
  showContacts,
  showValueStaff,
  rateCards,
}: CompanyPageProps) => {
  const { t } = useTranslation('companies');
  const company = useCompany(id);
  usePageTitle(company.data?.name);
  return (
    <FoundState query={company} notFound={t('notFound')} icon={IconBuildingOff}>
      {(data) => (
        <Stack gap="md" data-testid="company-page">
          <CompanyHeader company={data} />
          <CompanySettingsCard
            companyId={data.id}
            editAs={canEditSettings ? { companyName: data.name } : undefined}
          />
          {showContacts ? (
            <CompanyContacts companyId={data.id} showValueStaff={showValueStaff} />
          ) : null}
          {rateCards}
        </Stack>
      )}
    </FoundState>
  );
};
