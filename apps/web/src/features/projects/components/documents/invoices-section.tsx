import { Badge, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useDownloadSignedFile } from '../../api/download-signed-file';
import { useProjectInvoices } from '../../api/get-project-invoices';
import { formatPaperDate, invoiceStatusColours } from '../../lib/document-display';
import { FileRow } from './file-row';

/** The project's invoices and credit notes with status, amount and their PDF once released. */
export const InvoicesSection = ({ number }: { number: string }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const invoices = useProjectInvoices(number);
  const download = useDownloadSignedFile();
  return (
    <SectionCard
      title={t('documents.invoices.title')}
      icon={IconFileInvoice}
      testId="project-invoices"
    >
      <QueryState query={invoices} loading={<LoadingBlocks count={2} height={48} />}>
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="project-invoices-empty">
              {t('documents.invoices.empty')}
            </Text>
          ) : (
            items.map(({ fileUrl, ...invoice }) => (
              <FileRow
                key={invoice.id}
                kind="pdf"
                title={`${invoice.number}${invoice.type === 'credit_note' ? ` · ${t('documents.invoices.creditNote')}` : ''}`}
                description={[
                  invoice.title,
                  formatPaperDate(format.language, invoice.invoiceDate),
                  invoice.paidDate
                    ? t('documents.invoices.paidOn', {
                        date: formatPaperDate(format.language, invoice.paidDate),
                      })
                    : t('documents.invoices.dueOn', {
                        date: formatPaperDate(format.language, invoice.dueDate),
                      }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                extra={
                  <>
                    <Badge color={invoiceStatusColours[invoice.status]} variant="light">
                      {t(`documents.invoices.status.${invoice.status}`)}
                    </Badge>
                    <Text size="sm" fw={600} data-testid={`invoice-${invoice.id}-total`}>
                      {format.money(invoice.totalCents)}
                    </Text>
                  </>
                }
                downloadLabel={t('documents.download')}
                onDownload={fileUrl ? () => download(fileUrl, `${invoice.number}.pdf`) : undefined}
                testId={`invoice-${invoice.id}`}
              />
            ))
          )
        }
      </QueryState>
    </SectionCard>
  );
};
