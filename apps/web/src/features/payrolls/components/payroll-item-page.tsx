import type { PayrollItem } from '@crewhub/shared';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconReportMoney } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useRight } from '@/lib/use-right';
import { usePayrollItem } from '../api/get-payroll-item';
import { CorrectItemForm } from './correct-item-form';
import { DeclineItemForm } from './decline-item-form';
import { ItemHistory } from './item-history';
import { useLineWhen } from './payroll-lines';
import { PayrollItemStatusBadge } from './payroll-status-badge';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group justify="space-between" wrap="nowrap" gap="sm">
    <Text c="dimmed">{label}</Text>
    <Text ta="right" component="div">
      {children}
    </Text>
  </Group>
);

const ItemView = ({ item }: { item: PayrollItem }) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  const { money } = format;
  const when = useLineWhen();
  // Lines change only while the payroll waits for its person (the server says 409 after).
  const canCorrect =
    useRight('payrolls', 'EDIT', 'ALL') && !item.isOwn && item.payrollStatus === 'to_confirm';
  return (
    <Stack gap="md" data-testid="payroll-item-page">
      <SectionCard title={item.description} icon={IconReportMoney} testId="payroll-item">
        {item.status !== 'open' ? (
          <Group mb={4}>
            <PayrollItemStatusBadge status={item.status} />
          </Group>
        ) : null}
        <Row label={t('item.when')}>{when(item)}</Row>
        <Row label={t('item.hours')}>{format.hours(item.hours)}</Row>
        <Row label={t('item.rate')}>{money(item.rateCents)}</Row>
        <Row label={t('item.sum')}>{money(item.sumCents)}</Row>
        <Row label={t('item.addOn')}>{money(item.addOnCents)}</Row>
        <Row label={t('item.total')}>
          <Text fw={700}>{money(item.totalCents)}</Text>
        </Row>
      </SectionCard>
      {item.feedback ? (
        <Alert
          color={item.status === 'declined' ? 'red' : 'teal'}
          variant="light"
          title={
            item.declinedAt
              ? t('item.declinedOn', { date: format.moment(item.declinedAt, item.timeZone) })
              : null
          }
          data-testid="payroll-item-feedback"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {item.feedback}
          </Text>
          <Text size="sm" mt="xs" fw={600}>
            {t(item.status === 'declined' ? 'item.awaitingOffice' : 'item.corrected')}
          </Text>
        </Alert>
      ) : null}
      {item.isOwn && item.declineRefusal === null ? <DeclineItemForm item={item} /> : null}
      {canCorrect ? <CorrectItemForm item={item} /> : null}
      <SectionCard title={t('item.links')}>
        <LinkRow
          to={paths.payroll.getHref({ number: item.payrollNumber })}
          label={t('item.payroll', { number: item.payrollNumber })}
          icon={IconArrowLeft}
          testId="payroll-item-back"
        />
        {item.assignmentId !== null && item.isOwn ? (
          <LinkRow
            to={paths.job.getHref({ id: String(item.assignmentId) })}
            label={t('item.job')}
            icon={IconBriefcase}
          />
        ) : null}
      </SectionCard>
      <ItemHistory id={item.id} />
    </Stack>
  );
};

/** One payroll line (/payroll-items/{id}): the amounts, declining it, its history. */
export const PayrollItemPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('payrolls');
  const item = usePayrollItem(id);
  usePageTitle(item.data?.description);
  return (
    <FoundState query={item} notFound={t('item.notFound')} icon={IconReportMoney}>
      {(data) => <ItemView item={data} />}
    </FoundState>
  );
};
