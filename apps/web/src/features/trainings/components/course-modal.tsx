import { createTrainingCourseInputSchema } from '@crewhub/shared';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCreateTrainingCourse } from '../api/create-training-course';

type CourseDraft = { name: string; description: string; validityMonths: number | string };

const toInput = (draft: CourseDraft) => ({
  name: draft.name,
  description: draft.description.trim() || null,
  validityMonths: draft.validityMonths === '' ? null : Number(draft.validityMonths),
});

/** A new training course (training EDIT). */
export const CourseModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('trainings');
  const create = useCreateTrainingCourse();
  const form = useForm({
    initialValues: { name: '', description: '', validityMonths: '' } as CourseDraft,
    ...zodForm(createTrainingCourseInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (course) => {
        toast.success(t('course.done', { name: course.name }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.issues));
      },
    }),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('course.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('course.submit')}
      error={create.error && !isApiError(create.error) ? create.error : null}
      testId="training-course"
    >
      <TextInput label={t('course.name')} required {...form.getInputProps('name')} />
      <Textarea
        label={t('course.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <NumberInput
        label={t('course.validityMonths')}
        description={t('course.validityHint')}
        min={1}
        max={120}
        {...form.getInputProps('validityMonths')}
      />
    </FormModal>
  );
};
