import { completeTrainingInputSchema, isoDateOf, type Training } from '@crewhub/shared';
import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCompleteTraining } from '../api/complete-training';

/** Records that a person completed a training (training EDIT); it counts from that day. */
export const CompleteTrainingModal = ({
  training,
  onClose,
}: {
  training: Training;
  onClose: () => void;
}) => {
  const { t } = useTranslation('trainings');
  const complete = useCompleteTraining();
  const form = useForm({
    initialValues: { completedOn: isoDateOf(new Date()) },
    ...zodForm(completeTrainingInputSchema),
  });
  const submit = form.onSubmit((input) =>
    complete.mutate(
      { id: training.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('complete.done'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverErrors(error.issues));
        },
      },
    ),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('complete.title')}
      onSubmit={submit}
      submitting={complete.isPending}
      submitLabel={t('complete.submit')}
      error={complete.error && !isApiError(complete.error) ? complete.error : null}
      testId="complete-training"
    >
      <Text size="sm">
        {training.person.name} · {training.course.name}
      </Text>
      <TextInput
        type="date"
        label={t('complete.completedOn')}
        required
        data-testid="complete-training-date"
        {...form.getInputProps('completedOn')}
      />
    </FormModal>
  );
};
