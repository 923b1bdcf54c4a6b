import { rejectInputSchema, type RejectInput } from '@crewhub/shared';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { zodForm } from '@/lib/form-validation';

type RejectModalProps = {
  submitting: boolean;
  error: unknown;
  onReject: (input: RejectInput) => void;
  onClose: () => void;
};

/** The reason is shown to the person, so they know what to send instead. */
export const RejectModal = ({ submitting, error, onReject, onClose }: RejectModalProps) => {
  const { t } = useTranslation('profile');
  const form = useForm({
    initialValues: { reason: '' },
    ...zodForm(rejectInputSchema),
  });
  return (
    <FormModal
      title={t('approvals.rejectTitle')}
      onClose={onClose}
      onSubmit={form.onSubmit(onReject)}
      submitting={submitting}
      submitLabel={t('approvals.reject')}
      error={error}
      testId="reject-form"
      submitTestId="reject-submit"
    >
      <Textarea
        label={t('approvals.reason')}
        description={t('approvals.reasonHint')}
        rows={3}
        maxLength={500}
        {...form.getInputProps('reason')}
        data-testid="reject-reason"
      />
    </FormModal>
  );
};
