import { Button } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from './friendly-empty';

type NoResultsProps = {
  /** Leads back to everything: clears the search and filters that found nothing. */
  onClear?: () => void;
  testId?: string;
};

/**
 * Section 8's "No results found": what every search and filter shows when it finds nothing,
 * so an empty search never reads like an empty list. Pickers show the same words
 * (`nothingFoundMessage` in lib/theme.ts).
 */
export const NoResults = ({ onClear, testId = 'no-results' }: NoResultsProps) => {
  const { t } = useTranslation();
  return (
    <FriendlyEmpty
      icon={IconSearchOff}
      title={t('messages.noResults')}
      description={t('messages.noResultsText')}
      action={
        onClear ? (
          <Button variant="light" size="md" mt="sm" onClick={onClear} data-testid="clear-filters">
            {t('actions.clearFilters')}
          </Button>
        ) : undefined
      }
      testId={testId}
    />
  );
};
