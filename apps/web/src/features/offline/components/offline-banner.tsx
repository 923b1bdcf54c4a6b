import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@/lib/connection';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useShownDataTime } from '../hooks/use-shown-data-time';

export type Disconnection = Exclude<Connection, 'online'>;

/** The banner's texts: the device is offline, or it is online but Crewhub does not answer. */
const texts = {
  offline: {
    title: 'offline.title',
    signIn: 'offline.signIn',
    changes: 'offline.changes',
    dataFrom: 'offline.dataFrom',
  },
  unreachable: {
    title: 'offline.unreachable.title',
    signIn: 'offline.unreachable.signIn',
    changes: 'offline.unreachable.changes',
    dataFrom: 'offline.unreachable.dataFrom',
  },
} as const;

type BannerProps = { state: Disconnection };

const Banner = ({ state, text }: BannerProps & { text: string }) => {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      variant="light"
      color="orange"
      icon={<IconCloudOff size={20} />}
      title={t(texts[state].title)}
      mb="md"
      data-testid="offline-banner"
    >
      {text}
    </Alert>
  );
};

/** Signed in: the data on screen is this device's last copy, from the time it names. */
const SignedInBanner = ({ state }: BannerProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const dataTime = useShownDataTime();
  const text =
    dataTime === null
      ? t(texts[state].changes)
      : t(texts[state].dataFrom, { time: format.moment(new Date(dataTime).toISOString()) });
  return <Banner state={state} text={text} />;
};

/**
 * Offline, or Crewhub not answering: the data on screen is this device's last copy, and changes
 * wait for the connection. Signed out (the sign-in page, also the lean one in shell/, which has
 * no query client) it only says that signing in must wait.
 */
export const OfflineBanner = ({ state }: BannerProps) => {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  return signedIn ? (
    <SignedInBanner state={state} />
  ) : (
    <Banner state={state} text={t(texts[state].signIn)} />
  );
};
