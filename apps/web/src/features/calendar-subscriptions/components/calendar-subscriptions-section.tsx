import type { CalendarSubscriptionKind, CalendarSubscriptionLink } from '@crewhub/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCalendarShare, IconCalendarUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useRight } from '@/lib/use-right';
import { toast } from '@/lib/toasts';
import { useCreateSubscription } from '../api/create-subscription';
import { useSubscriptions } from '../api/get-subscriptions';
import { FeedLinkPanel } from './feed-link-panel';
import { SubscriptionRow } from './subscription-row';

/**
 * Private calendar feeds: subscribe to my jobs (and, for planners, my projects) in a calendar
 * app, copy or renew the link, refresh or delete a feed. Self-contained, for any screen.
 */
export const CalendarSubscriptionsSection = () => {
  const { t } = useTranslation(['calendar-subscriptions', 'common']);
  const subscriptions = useSubscriptions();
  const create = useCreateSubscription();
  const plansProjects = useRight('projects', 'EDIT');
  const [fresh, setFresh] = useState<CalendarSubscriptionLink | null>(null);

  const subscribe = (kind: CalendarSubscriptionKind) =>
    create.mutate(
      { kind },
      {
        onSuccess: setFresh,
        // Nothing the person can fix: the feed could not be made.
        onError: () => toast.error(t('common:messages.subscriptionIssue')),
      },
    );

  return (
    <SectionCard title={t('title')} icon={IconCalendarShare} testId="calendar-subscriptions">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconCalendarUser size={16} />}
            loading={create.isPending && create.variables.kind === 'personal'}
            onClick={() => subscribe('personal')}
            data-testid="subscribe-personal"
          >
            {t('actions.subscribePersonal')}
          </Button>
          {plansProjects ? (
            <Button
              variant="light"
              leftSection={<IconBriefcase size={16} />}
              loading={create.isPending && create.variables.kind === 'projects'}
              onClick={() => subscribe('projects')}
              data-testid="subscribe-projects"
            >
              {t('actions.subscribeProjects')}
            </Button>
          ) : null}
        </Group>
        {fresh ? <FeedLinkPanel link={fresh} onClose={() => setFresh(null)} /> : null}
        <QueryState query={subscriptions}>
          {(items) =>
            items.length === 0 ? (
              <Text size="sm">{t('empty')}</Text>
            ) : (
              <Stack gap="xs">
                {items.map((subscription) => (
                  <SubscriptionRow
                    key={subscription.id}
                    subscription={subscription}
                    onRenewed={setFresh}
                    onDeleted={(id) => {
                      if (fresh?.subscription.id === id) setFresh(null);
                    }}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </SectionCard>
  );
};
