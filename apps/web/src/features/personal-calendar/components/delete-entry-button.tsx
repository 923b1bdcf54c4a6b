import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/lib/toasts';
import { useDeleteEntry, type DeletableKind } from '../api/delete-entry';

/** Deleting a blocked date or a vacation request always asks first. */
export const DeleteEntryButton = ({ kind, id }: { kind: DeletableKind; id: number }) => {
  const { t } = useTranslation('personal-calendar');
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteEntry();
  const onConfirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          modal.close();
          toast.success(t(`delete.done.${kind}`));
        },
      },
    );
  return (
    <>
      <ActionIcon
        size={44}
        variant="light"
        color="red"
        aria-label={t(`delete.button.${kind}`)}
        onClick={modal.open}
        data-testid={`delete-${kind}-${id}`}
      >
        <IconTrash size={22} />
      </ActionIcon>
      <ConfirmModal
        opened={opened}
        title={t(`delete.title.${kind}`)}
        message={t(`delete.text.${kind}`)}
        confirmLabel={t(`delete.button.${kind}`)}
        onConfirm={onConfirm}
        onCancel={modal.close}
        loading={remove.isPending}
        danger
      />
    </>
  );
};
