import { invoiceActivityEventOf, type Activity } from '@crewhub/shared';
import { Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useInvoiceActivities } from '../api/get-invoice-activities';

const oldestFirst = (items: Activity[]) =>
  [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Created, changed, released, mailed, paid: the invoice's history, oldest first. */
export const InvoiceHistory = ({ number }: { number: string }) => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const activities = useInvoiceActivities(number);
  const titleOf = (activity: Activity) => {
    const event = invoiceActivityEventOf(activity.category);
    return event ? t(`history.${event}`) : activity.caption;
  };
  return (
    <SectionCard title={t('detail.history')} icon={IconHistory} testId="invoice-history">
      <QueryState query={activities}>
        {({ items }) => (
          <Timeline bulletSize={14} lineWidth={2} mt="xs">
            {oldestFirst(items).map((activity) => (
              <Timeline.Item key={activity.id} title={titleOf(activity)}>
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {format.moment(activity.createdAt)}
                    {activity.createdBy ? ` · ${activity.createdBy.name}` : ''}
                  </Text>
                  {activity.body ? <Text size="sm">{activity.body}</Text> : null}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryState>
    </SectionCard>
  );
};
