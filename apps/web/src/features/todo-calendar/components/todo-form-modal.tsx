import {
  createActivityInputSchema,
  updateActivityInputSchema,
  type Activity,
} from '@crewhub/shared';
import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
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

const TodoForm = ({ todo, dueDate, onClose }: Omit<TodoFormModalProps, 'opened'>) => {
  const { t } = useTranslation(['todo-calendar', 'common']);
  const colleagues = useColleagues(true);
  const save = useSaveTodo();
  const form = useForm({
    caption: todo?.caption ?? '',
    body: todo?.body ?? '',
    dueDate: todo?.dueDate ?? dueDate,
    priority: todo?.priority ? String(todo.priority) : noPriority,
    recipient: todo?.recipient ? String(todo.recipient.id) : '',
  });
  const { values, setValues } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      caption: values.caption,
      body: values.body.trim() || null,
      dueDate: values.dueDate,
      priority: values.priority === noPriority ? null : Number(values.priority),
      recipient: values.recipient ? Number(values.recipient) : null,
    };
    const done = () => {
      toast.success(t(todo ? 'form.updated' : 'form.created'));
      onClose();
    };
    if (todo) {
      const input = form.validate(updateActivityInputSchema, fields);
      if (input) save.mutate({ kind: 'update', id: todo.id, input }, { onSuccess: done });
      return;
    }
    const input = form.validate(createActivityInputSchema, {
      caption: fields.caption,
      body: fields.body,
      type: 'TODO_INT',
      parameters: {
        dueDate: fields.dueDate,
        priority: fields.priority,
        recipient: fields.recipient,
      },
    });
    if (input) save.mutate({ kind: 'create', input }, { onSuccess: done });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="todo-form">
      <Stack gap="md">
        <TextInput
          label={t('form.caption')}
          required
          data-autofocus
          data-testid="todo-caption"
          {...form.field('caption')}
        />
        <Textarea label={t('form.body')} autosize minRows={2} maxRows={6} {...form.field('body')} />
        <TextInput
          type="date"
          label={t('form.dueDate')}
          required
          data-testid="todo-due"
          {...form.field('dueDate')}
        />
        <Input.Wrapper label={t('form.priority')}>
          <SegmentedControl
            fullWidth
            value={values.priority}
            onChange={(priority) => setValues((current) => ({ ...current, priority }))}
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
          value={values.recipient || null}
          onChange={(recipient) =>
            setValues((current) => ({ ...current, recipient: recipient ?? '' }))
          }
          data={(colleagues.data ?? []).map((user) => ({
            value: String(user.id),
            label: user.displayName,
          }))}
          nothingFoundMessage={t('common:messages.noResults')}
          data-testid="todo-recipient"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="todo-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Create or edit a to-do: caption, notes, due date, priority and who it is for. */
export const TodoFormModal = ({ opened, onClose, ...props }: TodoFormModalProps) => {
  const { t } = useTranslation('todo-calendar');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(props.todo ? 'form.editTitle' : 'form.newTitle')}
      fullScreen={false}
      size="md"
    >
      {opened ? <TodoForm key={props.todo?.id ?? 'new'} onClose={onClose} {...props} /> : null}
    </Modal>
  );
};
