import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { FriendlyEmpty } from './friendly-empty';

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

/** 403 and 404 will not change by asking again: they say so calmly and lead back home. */
const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404) ? error : null;

/** Refusals only support can lift say so in section 8's words, instead of a plain "no access". */
const supportTexts = {
  LOGIN_TYPE_REQUIRED: 'messages.loginTypeMissing',
  SUBSCRIPTION_INACTIVE: 'messages.subscriptionIssue',
} as const;

const supportText = (code: string | null) =>
  code !== null && code in supportTexts ? supportTexts[code as keyof typeof supportTexts] : null;

const Unreachable = ({ error }: { error: ApiError }) => {
  const { t } = useTranslation();
  const forbidden = error.status === 403;
  const support = supportText(error.code);
  return (
    <FriendlyEmpty
      icon={forbidden ? IconLock : IconMapSearch}
      title={t(support ?? (forbidden ? 'states.noAccess' : 'states.notFound'))}
      description={
        support ? undefined : t(forbidden ? 'states.noAccessText' : 'states.notFoundText')
      }
      action={
        <Button component={Link} to={paths.home.path} variant="light" size="md" mt="sm">
          {t('actions.goHome')}
        </Button>
      }
      testId={forbidden ? 'no-access-state' : 'not-found-state'}
    />
  );
};

/** A failed load: "no access" or "not found" for 403 and 404, else the error with a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => unknown }) => {
  const { t } = useTranslation();
  const refused = unreachable(error);
  if (refused) return <Unreachable error={refused} />;
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
