import { assignTrainingInputSchema } from '@crewhub/shared';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { PersonSelect } from '@/components/person-select';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useAssignTraining } from '../api/assign-training';
import { useTrainingCourses } from '../api/get-training-courses';

type AssignDraft = { personId: string | null; courseId: string | null; dueDate: string };

const toInput = (draft: AssignDraft) => ({
  personId: draft.personId === null ? undefined : Number(draft.personId),
  courseId: draft.courseId === null ? undefined : Number(draft.courseId),
  dueDate: draft.dueDate || null,
});

/** A person must follow a course, by a date (training EDIT); assigning again starts it over. */
export const AssignTrainingModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('trainings');
  const courses = useTrainingCourses();
  const assign = useAssignTraining();
  const form = useForm({
    initialValues: { personId: null, courseId: null, dueDate: '' } as AssignDraft,
    ...zodForm(assignTrainingInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    assign.mutate(input, {
      onSuccess: (training) => {
        toast.success(t('assign.done', { person: training.person.name }));
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
      title={t('assign.title')}
      onSubmit={submit}
      submitting={assign.isPending}
      submitLabel={t('assign.submit')}
      error={assign.error && !isApiError(assign.error) ? assign.error : null}
      testId="assign-training"
    >
      <PersonSelect
        label={t('assign.person')}
        value={form.values.personId}
        saved={undefined}
        onChange={(personId) => form.setFieldValue('personId', personId)}
        error={form.errors.personId}
        testId="assign-training-person"
        texts={{
          placeholder: t('assign.personPlaceholder'),
          searching: t('assign.searching'),
        }}
      />
      <Select
        label={t('assign.course')}
        data={(courses.data ?? []).map((course) => ({
          value: String(course.id),
          label: course.name,
        }))}
        required
        data-testid="assign-training-course"
        {...form.getInputProps('courseId')}
      />
      <TextInput
        type="date"
        label={t('assign.dueDate')}
        data-testid="assign-training-due"
        {...form.getInputProps('dueDate')}
      />
    </FormModal>
  );
};
