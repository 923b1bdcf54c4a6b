import { assignTrainingInputSchema } from '@crewhub/shared';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { usePeopleSearch } from '@/lib/people-search';
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
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const people = usePeopleSearch(query);
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
      <Select
        label={t('assign.person')}
        placeholder={t('assign.personPlaceholder')}
        data={(people.data ?? []).map((person) => ({
          value: String(person.personId),
          label: person.name,
        }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        required
        data-testid="assign-training-person"
        {...form.getInputProps('personId')}
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
