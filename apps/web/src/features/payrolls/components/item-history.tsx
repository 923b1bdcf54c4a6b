import { payrollActivityEventOf, type Activity } from '@crewhub/shared';
import { Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { usePayrollItemActivities } from '../api/get-payroll-item-activities';

const oldestFirst = (items: Activity[]) =>
  [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** What happened to the line: the decline, the office's corrections and notes, oldest first. */
export const ItemHistory = ({ id }: { id: number }) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  const activities = usePayrollItemActivities(id);
  // The payroll flow's own entries are worded here; notes keep the words their writer chose.
  const titleOf = (activity: Activity) => {
    const event = payrollActivityEventOf(activity.category);
    return event ? t(`history.events.${event}`) : activity.caption;
  };
  return (
    <SectionCard title={t('history.title')} icon={IconHistory} testId="payroll-item-history">
      <QueryState query={activities} loading={<LoadingBlocks count={1} height={48} />}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">{t('history.empty')}</Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} mt="xs">
              {oldestFirst(items).map((activity) => (
                <Timeline.Item key={activity.id} title={titleOf(activity)}>
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {format.moment(activity.createdAt)}
                      {activity.createdBy ? ` · ${activity.createdBy.name}` : ''}
                    </Text>
                    {activity.body ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {activity.body}
                      </Text>
                    ) : null}
                  </Stack>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </QueryState>
    </SectionCard>
  );
};
