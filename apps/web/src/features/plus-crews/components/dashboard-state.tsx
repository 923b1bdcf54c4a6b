import { Alert } from '@mantine/core';
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { LoadError, LoadingBlocks } from '@/components/query-state';
import { isApiError } from '@/lib/api-error';
import type { PlusCrewMonth } from '../lib/use-plus-crew-month';

type Success = Extract<PlusCrewMonth, { status: 'success' }>;

/** Loading, the section 8 errors, a missing plus crew, or the dashboard itself. */
export const DashboardState = ({
  state,
  onRetry,
  children,
}: {
  state: PlusCrewMonth;
  onRetry: () => unknown;
  children: (state: Success) => ReactNode;
}) => {
  const { t } = useTranslation('plus-crews');
  if (state.status === 'loading') return <LoadingBlocks count={3} height={110} />;
  if (state.status === 'success') return <>{children(state)}</>;
  if (state.reason === 'request') {
    return isApiError(state.error) && state.error.status === 404 ? (
      <FriendlyEmpty icon={IconChartBar} title={t('dashboard.notFound')} testId="not-found-state" />
    ) : (
      <LoadError error={state.error} onRetry={onRetry} />
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      data-testid="dashboard-error"
    >
      {t(state.reason === 'missingNumber' ? 'errors.missingNumber' : 'errors.missingTypes')}
    </Alert>
  );
};
