import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { byDay, type Todo } from '../lib/todos';

/** The month's to-dos as a list by due day: easier to read than the grid on a phone. */
export const TodoAgenda = ({ todos }: { todos: Todo[] }) => {
  const { t } = useTranslation('todo-calendar');
  const format = useFormat();
  return (
    <Stack gap="sm" data-testid="todo-agenda">
      {byDay(todos).map(([day, items]) => (
        <Paper key={day} withBorder p="md" data-testid={`todo-day-${day}`}>
          <Text fw={700} mb={6} tt="capitalize">
            {format.day(day, 'long')}
          </Text>
          <Stack gap={6}>
            {items.map((todo) => (
              <Group
                key={todo.id}
                gap="xs"
                wrap="nowrap"
                align="flex-start"
                data-testid={`todo-${todo.id}`}
              >
                {todo.done ? (
                  <IconCircleCheck size={18} color="var(--mantine-color-green-7)" />
                ) : (
                  <IconFlag
                    size={18}
                    color={
                      todo.highPriority
                        ? 'var(--mantine-color-red-7)'
                        : 'var(--mantine-color-gray-6)'
                    }
                  />
                )}
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600} td={todo.done ? 'line-through' : undefined}>
                    {todo.caption}
                  </Text>
                  {todo.body ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {todo.body}
                    </Text>
                  ) : null}
                </div>
                <Group gap={4} wrap="nowrap">
                  {todo.highPriority ? (
                    <Badge color="red" variant="light" size="sm">
                      {t('urgent')}
                    </Badge>
                  ) : null}
                  <Badge variant="outline" size="sm">
                    {t(todo.type === 'TODO_PAYROLL_ITEM' ? 'types.payroll' : 'types.internal')}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
