import {
  createActivityInputSchema,
  updateActivityInputSchema,
  type Activity,
} from '@crewhub/shared';
import { Input, SegmentedControl, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useColleagues } from '../api/get-colleagues';
import { useSaveTodo } from '../api/save-todo';

type TodoFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The to-do to edit; a new one otherwise. */
  todo: Activity | null;
  /** Due date for a new to-do (the picked day). */
  dueDate: string;
};

const noPriority = 'none';

type TodoValues = {
  caption: string;
  body: string;
  dueDate: string;
  priority: string;
  recipient: string;
};

const valuesOf = (todo: Activity | null, dueDate: string): TodoValues => ({
  caption: todo?.caption ?? '',
  body: todo?.body ?? '',
  dueDate: todo?.dueDate ?? dueDate,
  priority: todo?.priority ? String(todo.priority) : noPriority,
  recipient: todo?.recipient ? String(todo.recipient.id) : '',
});

const toUpdateInput = (values: TodoValues) => ({
  caption: values.caption,
  body: values.body.trim() || null,
  dueDate: values.dueDate,
  priority: values.priority === noPriority ? null : Number(values.priority),
  recipient: values.recipient ? Number(values.recipient) : null,
});

const toCreateInput = (values: TodoValues) => {
  const { caption, body, ...parameters } = toUpdateInput(values);
  return { caption, body, type: 'TODO_INT', parameters };
};

const updateForm = zodForm(updateActivityInputSchema, { toInput: toUpdateInput });
const createForm = zodForm(createActivityInputSchema, {
  toInput: toCreateInput,
  // The form keeps the to-do's parameters (due date, ...) as fields of their own.
  fieldOf: (path) => path.replace(/^parameters\./, ''),
});

/** Mounted per opening (and per to-do), so each starts from the to-do or the picked day. */
const TodoForm = ({ todo, dueDate, onClose }: Omit<TodoFormModalProps, 'opened'>) => {
  const { t } = useTranslation(['todo-calendar', 'common']);
  const colleagues = useColleagues(true);
  const save = useSaveTodo();
  const form = useForm({
    initialValues: valuesOf(todo, dueDate),
    validate: todo ? updateForm.validate : createForm.validate,
  });
  const done = () => {
    toast.success(t(todo ? 'form.updated' : 'form.created'));
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (todo) {
      const input = updateForm.transformValues(values);
      return save.mutate({ kind: 'update', id: todo.id, input }, { onSuccess: done });
    }
    save.mutate({ kind: 'create', input: createForm.transformValues(values) }, { onSuccess: done });
  });

  return (
    <FormModal
      onClose={onClose}
      title={t(todo ? 'form.editTitle' : 'form.newTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t('form.save')}
      size="md"
      testId="todo-form"
      submitTestId="todo-save"
    >
      <TextInput
        label={t('form.caption')}
        required
        data-autofocus
        data-testid="todo-caption"
        {...form.getInputProps('caption')}
      />
      <Textarea
        label={t('form.body')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('body')}
      />
      <TextInput
        type="date"
        label={t('form.dueDate')}
        required
        data-testid="todo-due"
        {...form.getInputProps('dueDate')}
      />
      <Input.Wrapper label={t('form.priority')}>
        <SegmentedControl
          fullWidth
          value={form.values.priority}
          onChange={(priority) => form.setFieldValue('priority', priority)}
          data={[
            { value: '1', label: t('priorities.1') },
            { value: '2', label: t('priorities.2') },
            { value: '3', label: t('priorities.3') },
            { value: noPriority, label: t('priorities.none') },
          ]}
          data-testid="todo-priority"
        />
      </Input.Wrapper>
      <Select
        label={t('form.recipient')}
        placeholder={t('form.anyone')}
        searchable
        clearable
        value={form.values.recipient || null}
        onChange={(recipient) => form.setFieldValue('recipient', recipient ?? '')}
        data={(colleagues.data ?? []).map((user) => ({
          value: String(user.id),
          label: user.displayName,
        }))}
        data-testid="todo-recipient"
      />
    </FormModal>
  );
};

/** Create or edit a to-do: caption, notes, due date, priority and who it is for. */
export const TodoFormModal = ({ opened, ...props }: TodoFormModalProps) =>
  opened ? <TodoForm key={props.todo?.id ?? 'new'} {...props} /> : null;
