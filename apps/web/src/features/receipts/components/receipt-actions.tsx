import { rejectReceiptInputSchema, type ReceiptDetail } from '@crewhub/shared';
import { Button, SimpleGrid, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useDeleteReceipt } from '../api/delete-receipt';
import { useReceiptStep } from '../api/receipt-step';

const RejectModal = ({ number, onClose }: { number: string; onClose: () => void }) => {
  const { t } = useTranslation('receipts');
  const reject = useReceiptStep(number, 'rejection');
  const form = useForm({ initialValues: { reason: '' }, ...zodForm(rejectReceiptInputSchema) });
  return (
    <FormModal
      onClose={onClose}
      title={t('actions.rejectTitle')}
      onSubmit={form.onSubmit((input) => reject.mutate(input, { onSuccess: onClose }))}
      submitting={reject.isPending}
      submitLabel={t('actions.reject')}
      error={reject.error}
      submitTestId="receipt-reject-save"
    >
      <Textarea
        label={t('actions.reason')}
        autosize
        minRows={3}
        maxLength={1000}
        size="md"
        withAsterisk
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
};

/** The buttons the receipt's state and the caller's rights allow. */
export const ReceiptActions = ({ receipt }: { receipt: ReceiptDetail }) => {
  const { t } = useTranslation('receipts');
  const navigate = useNavigate();
  const { number, actions } = receipt;
  const submit = useReceiptStep(number, 'submission');
  const approve = useReceiptStep(number, 'approval');
  const copy = useReceiptStep(number, 'copy');
  const remove = useDeleteReceipt(number);
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => toast.error(errorText(error));
  if (!Object.values(actions).some(Boolean)) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="receipt-actions">
      {actions.submit ? (
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          data-testid="receipt-submit"
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(undefined, {
              onSuccess: () => toast.success(t('actions.submitted')),
              onError,
            })
          }
        >
          {t('actions.submit')}
        </Button>
      ) : null}
      {actions.decide ? (
        <>
          <Button
            size="md"
            color="green"
            leftSection={<IconCheck size={18} />}
            data-testid="receipt-approve"
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(undefined, {
                onSuccess: () => toast.success(t('actions.approved')),
                onError,
              })
            }
          >
            {t('actions.approve')}
          </Button>
          <Button
            size="md"
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            data-testid="receipt-reject"
            onClick={() => setRejecting(true)}
          >
            {t('actions.reject')}
          </Button>
        </>
      ) : null}
      {actions.copy ? (
        <Button
          size="md"
          variant="light"
          leftSection={<IconCopy size={18} />}
          data-testid="receipt-copy"
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(undefined, {
              onSuccess: (created) =>
                void navigate(paths.receipt.getHref({ number: created.number })),
              onError,
            })
          }
        >
          {t('actions.copy')}
        </Button>
      ) : null}
      {actions.delete ? (
        <Button
          size="md"
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={18} />}
          data-testid="receipt-delete"
          onClick={() => setDeleting(true)}
        >
          {t('actions.delete')}
        </Button>
      ) : null}
      {rejecting ? <RejectModal number={number} onClose={() => setRejecting(false)} /> : null}
      <ConfirmModal
        opened={deleting}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteText', { number })}
        confirmLabel={t('actions.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.receipts.getHref()),
            onError,
          })
        }
      />
    </SimpleGrid>
  );
};
