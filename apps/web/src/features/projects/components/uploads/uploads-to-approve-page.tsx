import { Paper, Stack, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useUploadsToApprove } from '../../api/get-uploads-to-approve';
import { DocumentList } from '../documents/document-list';

/**
 * The office's one queue of uploads to approve: crew papers, company and project documents,
 * oldest first, each with its owner, its file and Approve or Reject.
 */
export const UploadsToApprovePage = () => {
  const { t } = useTranslation('projects');
  const uploads = useUploadsToApprove();
  return (
    <QueryState query={uploads}>
      {({ items, total }) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={IconFileCheck}
            title={t('documents.uploadsToApprove.empty')}
            testId="uploads-to-approve-empty"
          />
        ) : (
          <Stack gap="sm" data-testid="uploads-to-approve">
            {total > items.length ? (
              <Text size="sm" c="dimmed">
                {t('documents.uploadsToApprove.more', { shown: items.length, total })}
              </Text>
            ) : null}
            <Paper withBorder p="xs">
              <DocumentList items={items} reviewable showOwner />
            </Paper>
          </Stack>
        )
      }
    </QueryState>
  );
};
