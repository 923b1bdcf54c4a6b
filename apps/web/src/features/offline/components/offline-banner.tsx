import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useShownDataTime } from '../hooks/use-shown-data-time';

/** Offline: the data on screen is this device's last copy, and changes wait for a connection. */
export const OfflineBanner = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession() !== null;
  const dataTime = useShownDataTime();
  const text = !signedIn
    ? t('offline.signIn')
    : dataTime === null
      ? t('offline.changes')
      : t('offline.dataFrom', { time: format.moment(new Date(dataTime).toISOString()) });
  return (
    <Alert
      role="status"
      variant="light"
      color="orange"
      icon={<IconCloudOff size={20} />}
      title={t('offline.title')}
      mb="md"
      data-testid="offline-banner"
    >
      {text}
    </Alert>
  );
};
