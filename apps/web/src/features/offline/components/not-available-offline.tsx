import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { paths } from '@/config/paths';
import type { Disconnection } from './offline-banner';

const texts = {
  offline: { title: 'offline.notAvailable.title', text: 'offline.notAvailable.text' },
  unreachable: {
    title: 'offline.notAvailable.unreachableTitle',
    text: 'offline.notAvailable.unreachableText',
  },
} as const;

/** React Router numbers the entries of this tab's history; above 0 there is a page to go back to. */
const canGoBack = (): boolean => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
};

/**
 * A screen this device holds no copy of, opened offline (or with Crewhub not answering): say so
 * instead of a spinner that never ends, and lead back. It opens by itself once the connection
 * returns.
 */
export const NotAvailableOffline = ({ state }: { state: Disconnection }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = canGoBack();
  const home = pathname !== paths.home.path;
  return (
    <FriendlyEmpty
      icon={IconCloudOff}
      title={t(texts[state].title)}
      description={t(texts[state].text)}
      testId="not-available-offline"
      action={
        back || home ? (
          <Group justify="center" gap="sm" mt="sm">
            {back ? (
              <Button
                variant="light"
                size="md"
                leftSection={<IconArrowLeft size={18} />}
                onClick={() => void navigate(-1)}
              >
                {t('actions.back')}
              </Button>
            ) : null}
            {home ? (
              <Button
                component={Link}
                to={paths.home.path}
                variant={back ? 'subtle' : 'light'}
                size="md"
                leftSection={<IconHome size={18} />}
              >
                {t('actions.goHome')}
              </Button>
            ) : null}
          </Group>
        ) : undefined
      }
    />
  );
};
