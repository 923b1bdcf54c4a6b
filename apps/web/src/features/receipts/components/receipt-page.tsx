import type { ReceiptDetail } from '@crewhub/shared';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FoundState } from '@/components/found-state';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useReceipt } from '../api/get-receipt';
import { useReceiptActivities } from '../api/get-receipt-activities';
import { ReceiptActions } from './receipt-actions';
import { ReceiptDocuments } from './receipt-documents';
import { ReceiptLines } from './receipt-lines';
import { ReceiptStatusBadge } from './receipt-status-badge';

const Header = ({ receipt }: { receipt: ReceiptDetail }) => {
  const { t } = useTranslation('receipts');
  const format = useFormat();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="receipt-header">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <ReceiptStatusBadge status={receipt.status} />
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {receipt.receiptTypeName}
          </Title>
          <Text size="sm" c="dimmed">
            {[receipt.number, format.day(receipt.date, 'long'), receipt.personName].join(' · ')}
          </Text>
          {receipt.description ? <Text size="sm">{receipt.description}</Text> : null}
          {receipt.projectName ? (
            <Text size="sm">{t('detail.project', { name: receipt.projectName })}</Text>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('detail.total')}
          </Text>
          <Text fw={800} fz={28} data-testid="receipt-total">
            {format.money(receipt.totalCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('detail.tax', { amount: format.money(receipt.taxCents) })}
          </Text>
        </Stack>
      </Group>
      {receipt.status === 'rejected' && receipt.rejectionReason ? (
        <Alert color="red" mt="md" title={t('detail.rejected')}>
          {receipt.rejectionReason}
        </Alert>
      ) : null}
      {receipt.payrollNumber ? (
        <Alert color="green" mt="md" title={t('detail.approved')}>
          <Anchor
            component={Link}
            to={paths.payroll.getHref({ number: receipt.payrollNumber })}
            data-testid="receipt-payroll-link"
          >
            {t('detail.onPayroll', { number: receipt.payrollNumber })}
          </Anchor>
        </Alert>
      ) : null}
    </Paper>
  );
};

const events = ['created', 'copied', 'submitted', 'approved', 'rejected'] as const;
/** The step an entry logs, by its category (`receipt.submitted`); the screen words it. */
const eventOf = (category: string | null) =>
  events.find((event) => category === `receipt.${event}`);

const History = ({ number }: { number: string }) => {
  const { t } = useTranslation('receipts');
  const format = useFormat();
  const activities = useReceiptActivities(number);
  return (
    <SectionCard title={t('history.title')} icon={IconHistory} testId="receipt-history">
      <QueryState query={activities}>
        {({ items }) => (
          <Stack gap="xs">
            {items.map((activity) => (
              <Text key={activity.id} size="sm">
                {eventOf(activity.category)
                  ? t(`history.${eventOf(activity.category)!}`)
                  : activity.caption}
                {' · '}
                {format.moment(activity.createdAt)}
                {activity.createdBy ? ` · ${activity.createdBy.name}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
};

/** One receipt: header, lines, the paper, the actions its state allows and its history. */
export const ReceiptPage = ({ number }: { number: string }) => {
  const { t } = useTranslation('receipts');
  const receipt = useReceipt(number);
  usePageTitle(receipt.data ? t('detail.title', { number }) : null);
  return (
    <FoundState query={receipt} notFound={t('detail.notFound')} icon={IconReceipt}>
      {(data) => (
        <Stack gap="md" data-testid="receipt-page">
          <Header receipt={data} />
          <ReceiptLines receipt={data} />
          <ReceiptDocuments receipt={data} />
          <ReceiptActions receipt={data} />
          <History number={number} />
        </Stack>
      )}
    </FoundState>
  );
};
