import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileInvoice, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { saveUrl } from '@/lib/download';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceDocuments } from '../api/get-invoice-documents';
import { useInvoiceItems } from '../api/get-invoice-items';
import { InvoiceActions } from './invoice-actions';
import { InvoiceHistory } from './invoice-history';
import { InvoiceLines, toItemInput } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useUpdateInvoice } from '../api/change-invoice';

const Fact = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  ) : null;

const InvoiceDocuments = ({ number }: { number: string }) => {
  const { t } = useTranslation('invoices');
  const documents = useInvoiceDocuments(number);
  return (
    <SectionCard title={t('detail.documents')} icon={IconFiles} testId="invoice-documents">
      <QueryState query={documents}>
        {(items) =>
          items.length === 0 ? (
            <Text c="dimmed">{t('detail.noDocuments')}</Text>
          ) : (
            <Stack gap="xs">
              {items.map((document) => (
                <Button
                  key={`${document.kind}-${document.id}`}
                  variant="light"
                  justify="flex-start"
                  leftSection={<IconDownload size={18} />}
                  data-testid={`invoice-document-${document.kind}`}
                  onClick={() => saveUrl(document.fileUrl, document.name)}
                >
                  {t('detail.download', { name: document.name })}
                </Button>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
};

/** One invoice: header, lines, files, history and, for the office, the next step. */
export const InvoicePage = ({ number }: { number: string }) => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoice = useInvoice(number);
  const items = useInvoiceItems(number);
  const canEdit = useRight('invoices', 'EDIT');
  const update = useUpdateInvoice(number);
  return (
    <FoundState query={invoice} notFound={t('detail.notFound')} icon={IconFileInvoice}>
      {(data) => (
        <Stack gap="md" data-testid="invoice-page">
          <Group justify="space-between">
            <Title order={2}>
              {data.type === 'credit_note' ? t('detail.creditNote') : t('detail.invoice')}{' '}
              {data.number}
            </Title>
            <InvoiceStatusBadge status={data.status} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={t('fields.company')} value={data.companyName} />
            <Fact label={t('fields.contact')} value={data.contactName} />
            <Fact
              label={t('fields.subject')}
              value={data.projectNumber ? `${data.projectNumber} ${data.projectName}` : data.title}
            />
            <Fact label={t('fields.invoiceDate')} value={format.day(data.invoiceDate)} />
            <Fact label={t('fields.dueDate')} value={format.day(data.dueDate)} />
            <Fact label={t('fields.paidDate')} value={data.paidDate && format.day(data.paidDate)} />
            <Fact label={t('fields.net')} value={format.money(data.netCents)} />
            <Fact label={t('fields.vat')} value={format.money(data.taxCents)} />
            <Fact label={t('fields.total')} value={format.money(data.totalCents)} />
          </SimpleGrid>
          {canEdit && <InvoiceActions invoice={data} lines={items.data ?? []} />}
          <InvoiceLines
            number={number}
            onRemove={
              canEdit && data.status === 'design'
                ? (lines, index) =>
                    update.mutate({
                      items: lines.filter((_, at) => at !== index).map(toItemInput),
                    })
                : undefined
            }
          />
          <InvoiceDocuments number={number} />
          <InvoiceHistory number={number} />
        </Stack>
      )}
    </FoundState>
  );
};
