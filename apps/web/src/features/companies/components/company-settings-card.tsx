import type { CompanySettings } from '@crewhub/shared';
import { Badge, Button, DataList, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCompanySettings } from '../api/get-company-settings';
import { CompanySettingsModal } from './company-settings-modal';

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

type CompanySettingsCardProps = {
  companyId: number;
  /** Set for the office (invoices EDIT on all clients): the card offers to change them. */
  editAs?: { companyName: string };
};

/** How the tenant works with one client; the accounting record for whoever reads invoices. */
export const CompanySettingsCard = ({ companyId, editAs }: CompanySettingsCardProps) => {
  const { t } = useTranslation('companies');
  const settings = useCompanySettings(companyId);
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="company-settings">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg">
            {t('title')}
          </Title>
          {editAs && settings.data ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={edit.open}
              data-testid="company-settings-edit"
            >
              {t('edit.open')}
            </Button>
          ) : null}
        </Group>
        <QueryState query={settings}>{(data) => <SettingsView settings={data} />}</QueryState>
      </Stack>
      {editing && editAs && settings.data ? (
        <CompanySettingsModal
          companyName={editAs.companyName}
          settings={settings.data}
          onClose={edit.close}
        />
      ) : null}
    </Paper>
  );
};
