import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CopyModalProps = {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  loading: boolean;
  /** Blocks submitting until the fields make sense (e.g. a date is picked). */
  ready: boolean;
  children: ReactNode;
  testId: string;
};

/** The frame shared by the copy dialogs (project, crew, position, persons): new dates in, copy out. */
export const CopyModal = ({
  title,
  description,
  onClose,
  onSubmit,
  loading,
  ready,
  children,
  testId,
}: CopyModalProps) => {
  const { t } = useTranslation('projects');
  return (
    <Modal opened onClose={onClose} title={title} data-testid={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onSubmit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={loading}
              disabled={!ready}
              data-testid={`${testId}-submit`}
            >
              {t('copy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
