import { subjectActivityInputSchema } from '@crewhub/shared';
import { Input, SegmentedControl, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useAddPersonNote } from '../api/add-person-note';

type NoteValues = { kind: 'note' | 'todo'; caption: string; body: string; dueDate: string };

const toInput = (values: NoteValues) => ({
  caption: values.caption,
  body: values.body.trim() || null,
  type: values.kind === 'todo' ? 'TODO_INT' : 'LOG',
  parameters: values.kind === 'todo' ? { dueDate: values.dueDate || null } : {},
});

const noteForm = zodForm(subjectActivityInputSchema, {
  toInput,
  // The schema's "a to-do needs a due date" is an empty required field to the reader.
  ownText: (issue) =>
    issue.path.join('.') === 'parameters.dueDate' ? i18n.t('validation.required') : undefined,
  // The form keeps the to-do's due date as a field of its own.
  fieldOf: (path) => path.replace(/^parameters\./, ''),
});

type AddPersonNoteModalProps = {
  personId: number;
  personName: string | null;
  onClose: () => void;
};

/** A note about a person (a call, an agreement) or a to-do with a due date. */
export const AddPersonNoteModal = ({ personId, personName, onClose }: AddPersonNoteModalProps) => {
  const { t } = useTranslation('person-notes');
  const add = useAddPersonNote();
  const form = useForm<NoteValues>({
    initialValues: { kind: 'note', caption: '', body: '', dueDate: '' },
    validate: noteForm.validate,
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { personId, input: noteForm.transformValues(values) },
      {
        onSuccess: () => {
          toast.success(t(values.kind === 'todo' ? 'form.todoAdded' : 'form.noteAdded'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error))
            form.setErrors(
              serverErrors(
                error.issues.map((issue) => ({
                  ...issue,
                  field: issue.field.replace('parameters.', ''),
                })),
              ),
            );
        },
      },
    ),
  );
  return (
    <FormModal
      onClose={onClose}
      title={personName ? t('form.titleFor', { name: personName }) : t('form.title')}
      onSubmit={submit}
      submitting={add.isPending}
      submitLabel={t('form.save')}
      error={add.error && !isApiError(add.error) ? add.error : null}
      testId="person-note-form"
      submitTestId="person-note-save"
    >
      <Input.Wrapper label={t('form.kind')}>
        <SegmentedControl
          fullWidth
          value={form.values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as NoteValues['kind'])}
          data={[
            { value: 'note', label: t('form.note') },
            { value: 'todo', label: t('form.todo') },
          ]}
          data-testid="person-note-kind"
        />
      </Input.Wrapper>
      <TextInput
        label={t('form.caption')}
        required
        data-autofocus
        data-testid="person-note-caption"
        {...form.getInputProps('caption')}
      />
      <Textarea
        label={t('form.body')}
        autosize
        minRows={2}
        maxRows={8}
        data-testid="person-note-body"
        {...form.getInputProps('body')}
      />
      {form.values.kind === 'todo' ? (
        <TextInput
          type="date"
          label={t('form.dueDate')}
          required
          data-testid="person-note-due"
          {...form.getInputProps('dueDate')}
        />
      ) : null}
    </FormModal>
  );
};
