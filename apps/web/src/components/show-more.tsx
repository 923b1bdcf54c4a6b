import { Button, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a paged list's query (TanStack's infinite query) offers for asking the next page. */
type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type ShowMoreProps = {
  query: NextPage;
  shown: number;
  total: number;
  testId: string;
  /** What the end of the list says once every item is shown; nothing when left out. */
  allShown?: ReactNode;
};

/** The foot of a list that loads a page at a time: "Show more (50 of 120)" until all are in. */
export const ShowMore = ({ query, shown, total, testId, allShown }: ShowMoreProps) => {
  const { t } = useTranslation();
  if (!query.hasNextPage) return allShown ? <Center>{allShown}</Center> : null;
  return (
    <Center>
      <Button
        variant="light"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        data-testid={testId}
      >
        {t('actions.showMore', { shown, total })}
      </Button>
    </Center>
  );
};
