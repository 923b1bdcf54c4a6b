import { Button, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useDigitalConfirm } from '../api/digital-confirm';

/**
 * For the crew chief when nobody on site can sign: confirms the delivery digitally, in the
 * chief's own name, with an optional note for the office. It cannot be undone, so it asks first.
 */
export const DigitalConfirmButton = ({ crewId }: { crewId: number }) => {
  const { t } = useTranslation(['crews', 'common']);
  const [opened, modal] = useDisclosure(false);
  const [comment, setComment] = useState('');
  const confirm = useDigitalConfirm(crewId);
  const onConfirm = () =>
    confirm.mutate(comment.trim() || null, {
      onSuccess: () => {
        modal.close();
        toast.success(t('crews:digitalConfirm.done'));
      },
    });
  return (
    <>
      <Button
        variant="light"
        size="md"
        mt="xs"
        leftSection={<IconDeviceMobileCheck size={20} />}
        onClick={modal.open}
        data-testid="digital-confirm"
      >
        {t('crews:digitalConfirm.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('crews:digitalConfirm.title')}
        centered
        data-testid="digital-confirm-modal"
      >
        <Stack gap="md">
          <Text>{t('crews:digitalConfirm.text')}</Text>
          <Textarea
            label={t('crews:digitalConfirm.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            size="md"
            data-testid="digital-confirm-comment"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button size="md" variant="default" onClick={modal.close} disabled={confirm.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              size="md"
              onClick={onConfirm}
              loading={confirm.isPending}
              data-testid="digital-confirm-submit"
            >
              {t('crews:digitalConfirm.submit')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Modal>
    </>
  );
};
