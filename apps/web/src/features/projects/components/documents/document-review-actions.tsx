import type { DocumentItem } from '@crewhub/shared';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/lib/toasts';
import { useReviewDocument } from '../../api/review-document';

type DocumentReviewActionsProps = { document: Pick<DocumentItem, 'id' | 'name' | 'projectId'> };

/** Approve or reject an upload that awaits approval; rejecting asks first. */
export const DocumentReviewActions = ({ document }: DocumentReviewActionsProps) => {
  const { t } = useTranslation('projects');
  const review = useReviewDocument();
  // A project document reaches the clients; a person's paper goes back to its owner.
  const audience = document.projectId === null ? 'paper' : 'project';
  const [confirmingReject, setConfirmingReject] = useState(false);
  const settle = (status: 'approved' | 'rejected') =>
    review.mutate(
      { id: document.id, status },
      {
        onSuccess: () => {
          setConfirmingReject(false);
          toast.success(t(`documents.review.${audience}.${status}`, { name: document.name }));
        },
      },
    );
  const busy = (status: 'approved' | 'rejected') =>
    review.isPending && review.variables?.status === status;
  return (
    <Group gap={6}>
      <Button
        size="compact-sm"
        variant="light"
        color="green"
        leftSection={<IconCheck size={14} />}
        loading={busy('approved')}
        disabled={review.isPending}
        onClick={() => settle('approved')}
        data-testid={`document-${document.id}-approve`}
      >
        {t('documents.review.approve')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} />}
        disabled={review.isPending}
        onClick={() => setConfirmingReject(true)}
        data-testid={`document-${document.id}-reject`}
      >
        {t('documents.review.reject')}
      </Button>
      <ConfirmModal
        opened={confirmingReject}
        title={t('documents.review.rejectTitle')}
        message={t(`documents.review.${audience}.rejectMessage`, { name: document.name })}
        confirmLabel={t('documents.review.reject')}
        onConfirm={() => settle('rejected')}
        onCancel={() => setConfirmingReject(false)}
        loading={busy('rejected')}
        danger
      />
    </Group>
  );
};
