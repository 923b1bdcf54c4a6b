import { Button, Modal, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  danger?: boolean;
};

/** Asks before something that cannot be undone. */
export const ConfirmModal = ({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
}: ConfirmModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid="confirm-modal">
      <Text>{message}</Text>
      {/* Stacked on phones so long labels fit; confirm last, nearest the thumb. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="lg">
        <Button size="md" variant="default" onClick={onCancel} disabled={loading}>
          {t('actions.cancel')}
        </Button>
        <Button
          size="md"
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={loading}
          data-testid="confirm-modal-confirm"
        >
          {confirmLabel}
        </Button>
      </SimpleGrid>
    </Modal>
  );
};
