import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export const LoadingBlocks = ({ count = 3, height = 84 }: { count?: number; height?: number }) => (
  <Stack gap="sm" data-testid="loading">
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} h={height} radius="lg" />
    ))}
  </Stack>
);

export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => unknown }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t('states.loadFailed')}
      data-testid="load-error"
    >
      {errorText(error)}
      <Button
        display="block"
        mt="sm"
        size="md"
        variant="white"
        color="red"
        onClick={() => void onRetry()}
      >
        {t('actions.retry')}
      </Button>
    </Alert>
  );
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
};

/** Loading and error states of one query, so each screen only describes its data. */
export const QueryState = <T,>({ query, children, loading }: QueryStateProps<T>) => {
  if (query.isError) return <LoadError error={query.error} onRetry={query.refetch} />;
  if (query.isPending || query.data === undefined) return <>{loading ?? <LoadingBlocks />}</>;
  return <>{children(query.data)}</>;
};
