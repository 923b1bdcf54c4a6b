import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { FriendlyEmpty } from './friendly-empty';
import { QueryState } from './query-state';

type QueryLike<T> = Parameters<typeof QueryState<T>>[0]['query'];

type FoundStateProps<T> = {
  query: QueryLike<T>;
  /** What is missing, e.g. "Project not found". */
  notFound: string;
  icon: Icon;
  children: (data: T) => ReactNode;
};

/** QueryState for one record: a 404 says what was not found instead of offering a retry. */
export const FoundState = <T,>({ query, notFound, icon, children }: FoundStateProps<T>) =>
  isApiError(query.error) && query.error.status === 404 ? (
    <FriendlyEmpty icon={icon} title={notFound} testId="not-found-state" />
  ) : (
    <QueryState query={query}>{children}</QueryState>
  );
