import type { HomeWarning } from '@crewhub/shared';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** Things that need action soon, on top, in warning colours. */
export const HomeWarnings = ({ warnings }: { warnings: HomeWarning[] }) => {
  const { t } = useTranslation('home');
  const format = useFormat();
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="home-warnings">
      {warnings.map((warning, index) => (
        <Alert
          key={`${warning.code}-${warning.jobId ?? index}`}
          color={warning.code === 'DOUBLE_BOOKING' ? 'red' : 'orange'}
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          data-testid={`home-warning-${warning.code}`}
        >
          {t(`warnings.${warning.code}`, { date: warning.date ? format.day(warning.date) : '' })}
          {warning.jobId ? (
            <Anchor
              component={Link}
              to={paths.job.getHref({ id: String(warning.jobId) })}
              display="block"
              fw={600}
              mt={4}
            >
              {t('warnings.open')}
            </Anchor>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
};
