import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/lib/toasts';
import { useRemoveApplication } from '../api/remove-application';

type RemoveApplicationButtonProps = {
  jobId: number;
  size?: 'md' | 'lg';
  /** After removing: the job is gone, so a detail page leaves. */
  onRemoved?: () => void;
};

export const RemoveApplicationButton = ({
  jobId,
  size = 'md',
  onRemoved,
}: RemoveApplicationButtonProps) => {
  const { t } = useTranslation('jobs');
  const [opened, modal] = useDisclosure(false);
  const remove = useRemoveApplication();

  const onConfirm = () =>
    remove.mutate(jobId, {
      onSuccess: () => {
        modal.close();
        toast.success(t('application.removed'));
        onRemoved?.();
      },
    });

  return (
    <>
      <Button
        variant="light"
        color="red"
        size={size}
        leftSection={<IconX size={18} />}
        onClick={modal.open}
        data-testid={`remove-application-${jobId}`}
      >
        {t('application.remove')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('application.removeTitle')}
        message={t('application.removeText')}
        confirmLabel={t('application.remove')}
        onConfirm={onConfirm}
        onCancel={modal.close}
        loading={remove.isPending}
        danger
      />
    </>
  );
};
