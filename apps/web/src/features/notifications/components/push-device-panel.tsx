import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { usePushSubscriptions } from '../api/get-push-subscriptions';
import { notificationKeys } from '../api/notification-keys';
import { deletePushSubscription, setPushSubscription } from '../api/set-push-subscription';
import {
  currentSubscription,
  pushSupport,
  subscribeDevice,
  toSubscriptionInput,
} from '../lib/web-push';

const deviceKey = [...notificationKeys.push(), 'this-device'] as const;

/** Turns push on or off for this device (browser), and says on how many devices it is on. */
export const PushDevicePanel = () => {
  const { t } = useTranslation(['notifications', 'common']);
  const queryClient = useQueryClient();
  const support = pushSupport();
  const mine = usePushSubscriptions();
  const device = useQuery({
    queryKey: deviceKey,
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    enabled: support === 'available',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.push() });

  const enable = useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeDevice(publicKey);
      if (!subscription) return false;
      await setPushSubscription(toSubscriptionInput(subscription));
      return true;
    },
    onSuccess: (enabled) => {
      if (enabled) toast.success(t('common:success.pushEnabled'));
      else toast.error(t('notifications:push.blocked'));
    },
    onError: (error) => toast.error(errorText(error)),
    onSettled: refresh,
  });
  const disable = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      // The server may have dropped it already (the push service said it was gone).
      await deletePushSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    },
    onSuccess: () => toast.success(t('notifications:push.disabled')),
    onError: (error) => toast.error(errorText(error)),
    onSettled: refresh,
  });

  if (support !== 'available') {
    return (
      <Alert color="gray" data-testid="push-unavailable">
        {t(support === 'denied' ? 'notifications:push.denied' : 'notifications:push.unsupported')}
      </Alert>
    );
  }
  return (
    <QueryState query={mine}>
      {({ publicKey, subscriptions }) => (
        <Stack gap="xs">
          <Text size="sm" data-testid="push-device-state">
            {device.data ? t('notifications:push.onHere') : t('notifications:push.offHere')}{' '}
            {t('notifications:push.devices', { count: subscriptions.length })}
          </Text>
          <Group>
            {device.data ? (
              <Button
                variant="light"
                leftSection={<IconBellOff size={16} />}
                loading={disable.isPending}
                onClick={() => disable.mutate()}
                data-testid="push-disable"
              >
                {t('notifications:push.disable')}
              </Button>
            ) : (
              <Button
                leftSection={<IconBell size={16} />}
                loading={enable.isPending || device.isLoading}
                onClick={() => enable.mutate(publicKey)}
                data-testid="push-enable"
              >
                {t('notifications:push.enable')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </QueryState>
  );
};
