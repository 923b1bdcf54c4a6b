import { Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useSaveTodo } from '../api/save-todo';
import { byDay, type Todo } from '../lib/todos';

type TodoAgendaProps = { todos: Todo[]; canEdit: boolean; onOpen: (todo: Todo) => void };

const TodoRow = ({ todo, canEdit, onOpen }: { todo: Todo } & Omit<TodoAgendaProps, 'todos'>) => {
  const { t } = useTranslation('todo-calendar');
  const save = useSaveTodo();
  // Ticks show at once; the row remounts with the server's value once the list reloads.
  const [done, setDone] = useState(todo.done);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={`todo-${todo.id}`}>
      <Checkbox
        mt={2}
        size="md"
        checked={done}
        disabled={!canEdit || save.isPending}
        aria-label={t(done ? 'markOpen' : 'markDone', { caption: todo.caption })}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setDone(checked);
          save.mutate(
            { kind: 'update', id: todo.activity.id, input: { done: checked } },
            { onError: () => setDone(todo.done) },
          );
        }}
        data-testid={`todo-done-${todo.id}`}
      />
      <UnstyledButton
        style={{ minWidth: 0, flex: 1 }}
        onClick={() => onOpen(todo)}
        disabled={!canEdit}
        data-testid={`todo-open-${todo.id}`}
      >
        <Text
          size="sm"
          fw={600}
          td={todo.done ? 'line-through' : undefined}
          c={todo.done ? 'dimmed' : undefined}
        >
          {todo.caption}
        </Text>
        {todo.body ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {todo.body}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {todo.recipientName ? t('forPerson', { name: todo.recipientName }) : t('forAnyone')}
        </Text>
      </UnstyledButton>
      <Group gap={4} wrap="nowrap">
        {todo.highPriority && !todo.done ? (
          <Badge color="red" variant="light" size="sm">
            {t('urgent')}
          </Badge>
        ) : null}
        <Badge variant="outline" size="sm" visibleFrom="xs">
          {t(todo.type === 'TODO_PAYROLL_ITEM' ? 'types.payroll' : 'types.internal')}
        </Badge>
      </Group>
    </Group>
  );
};

/** The month's to-dos as a list by due day: easier to read and tick off than the grid on a phone. */
export const TodoAgenda = ({ todos, canEdit, onOpen }: TodoAgendaProps) => {
  const format = useFormat();
  return (
    <Stack gap="sm" data-testid="todo-agenda">
      {byDay(todos).map(([day, items]) => (
        <Paper key={day} withBorder p="md" data-testid={`todo-day-${day}`}>
          <Text fw={700} mb={6}>
            {format.day(day, 'long')}
          </Text>
          <Stack gap="sm">
            {items.map((todo) => (
              <TodoRow
                key={`${todo.id}-${todo.done}`}
                todo={todo}
                canEdit={canEdit}
                onOpen={onOpen}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
