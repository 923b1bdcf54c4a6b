import { Divider, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useNotificationSettings } from '../api/notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDevicePanel } from './push-device-panel';

/**
 * The profile's notifications: push on this device ("enabled for this device only") and what
 * comes by push or mail, when. Self-contained, for any screen.
 */
export const PushNotificationsSection = () => {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <SectionCard title={t('title')} icon={IconBellRinging} testId="push-notifications">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <PushDevicePanel />
        <Divider />
        <QueryState query={settings}>
          {(data) => <NotificationSettingsForm settings={data} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
};
