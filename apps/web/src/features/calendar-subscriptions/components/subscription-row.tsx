import type { CalendarSubscription, CalendarSubscriptionLink } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorText } from '@/lib/error-text';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { useRenewSubscription } from '../api/renew-subscription';

type SubscriptionRowProps = {
  subscription: CalendarSubscription;
  onRenewed: (link: CalendarSubscriptionLink) => void;
  onDeleted: (id: number) => void;
};

/** One feed with its refresh, renew and delete actions. */
export const SubscriptionRow = ({ subscription, onRenewed, onDeleted }: SubscriptionRowProps) => {
  const { t } = useTranslation(['calendar-subscriptions', 'common']);
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshSubscription();
  const renew = useRenewSubscription();
  const remove = useDeleteSubscription();
  const { id, name, kind, lastReadAt } = subscription;
  const onError = (error: Error) => toast.error(errorText(error));

  return (
    <Paper withBorder p="sm" data-testid={`calendar-subscription-${id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{name}</Text>
          {/* The default name already says the kind. */}
          {name === t(`kinds.${kind}`) ? null : <Badge variant="light">{t(`kinds.${kind}`)}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {lastReadAt ? t('lastRead', { moment: format.moment(lastReadAt) }) : t('neverRead')}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-md"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(id, {
                onSuccess: () => toast.success(t('common:success.googleCalendarRefreshed')),
                onError,
              })
            }
          >
            {t('actions.refresh')}
          </Button>
          <Button
            size="compact-md"
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={renew.isPending}
            onClick={() => renew.mutate(id, { onSuccess: onRenewed, onError })}
          >
            {t('actions.renew')}
          </Button>
          <Button
            size="compact-md"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('delete.title', { name })}
        message={t('delete.message')}
        confirmLabel={t('actions.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted(id);
              toast.success(t('common:success.subscriptionDeleted'));
            },
            onError,
          })
        }
      />
    </Paper>
  );
};
