import type { CompanySettings } from '@crewhub/shared';
import { Badge, DataList, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCompanySettings } from '../api/get-company-settings';

const YesNo = ({ value }: { value: boolean }) => {
  const { t } = useTranslation('companies');
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'}>
      {t(value ? 'yes' : 'no')}
    </Badge>
  );
};

/** A language code named in the reader's own language ("Nederlands" reads "Dutch" in English). */
const useLanguageName = () => {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (code: string) => names.of(code) ?? code;
};

const Rows = ({ rows }: { rows: [string, ReactNode][] }) => (
  <DataList withDivider labelWidth={170}>
    {rows.map(([label, value]) => (
      <DataList.Item key={label}>
        <DataList.ItemLabel>{label}</DataList.ItemLabel>
        {/* E-mail addresses and VAT numbers break rather than run off a phone screen. */}
        <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value ?? '–'}</DataList.ItemValue>
      </DataList.Item>
    ))}
  </DataList>
);

const SettingsView = ({ settings }: { settings: CompanySettings }) => {
  const { t } = useTranslation('companies');
  const languageName = useLanguageName();
  const { account } = settings;
  return (
    <Stack gap="md">
      <Rows
        rows={[
          [
            t('documentLanguage'),
            settings.documentLanguage
              ? languageName(settings.documentLanguage)
              : t('tenantDefault'),
          ],
          [
            t('clientReferenceRequired'),
            <YesNo key="reference" value={settings.clientReferenceRequired} />,
          ],
          [
            t('deliveryNoteSignatureRequired'),
            <YesNo key="signature" value={settings.deliveryNoteSignatureRequired} />,
          ],
        ]}
      />
      {account ? (
        <Stack gap="xs" data-testid="company-account">
          <Title order={4} fz="md">
            {t('account.title')}
          </Title>
          <Rows
            rows={[
              [t('account.debtorNumber'), account.debtorNumber],
              [t('account.vatNumber'), account.vatNumber],
              [t('account.invoiceEmail'), account.invoiceEmail],
              [t('account.paymentTerm'), t('account.days', { count: account.paymentTermDays })],
            ]}
          />
        </Stack>
      ) : null}
    </Stack>
  );
};

/** How the tenant works with one client; the accounting record for whoever reads invoices. */
export const CompanySettingsCard = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation('companies');
  const settings = useCompanySettings(companyId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="company-settings">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('title')}
        </Title>
        <QueryState query={settings}>{(data) => <SettingsView settings={data} />}</QueryState>
      </Stack>
    </Paper>
  );
};
