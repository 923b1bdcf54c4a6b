import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarBar } from '@/components/calendar/calendar-bar';
import { CalendarStatus } from '@/components/calendar/calendar-status';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { LoadError } from '@/components/query-state';
import { todayIso, visiblePeriod } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { useRight } from '@/lib/use-right';
import { useTodos, type TodoScope } from '../api/get-todos';
import type { Todo } from '../lib/todos';
import { TodoAgenda } from './todo-agenda';
import { TodoFormModal } from './todo-form-modal';

// Urgent (priority 1) to-dos stand out; done ones fade.
const colourOf = (todo: { highPriority: boolean; done: boolean }) =>
  todo.done ? '#ced4da' : todo.highPriority ? '#e03131' : '#1c7ed6';

type Editing = { todo: Todo | null } | null;

/** Planners' to-dos by due day: a month grid and the same month as a list to tick off. */
export const TodoCalendarPage = () => {
  const { t } = useTranslation(['todo-calendar', 'common']);
  const [month, setMonth] = useMonthParam();
  const [scope, setScope] = useState<TodoScope>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const canCreate = useRight('toDoCalendar', 'CREATE');
  const canEdit = useRight('toDoCalendar', 'EDIT');
  const { from, to } = visiblePeriod(month);
  const query = useTodos(from, to, scope);
  const todos = query.data ?? [];
  const today = todayIso();
  return (
    <Stack gap="md" data-testid="todo-calendar">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={scope}
          onChange={(value) => setScope(value as TodoScope)}
          data={[
            { value: 'all', label: t('scope.all') },
            { value: 'mine', label: t('scope.mine') },
          ]}
          data-testid="todo-scope"
        />
        {canCreate ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ todo: null })}
            data-testid="todo-new"
          >
            {t('new')}
          </Button>
        ) : null}
      </Group>
      <MonthSwitcher month={month} onChange={setMonth} />
      {query.isError ? <LoadError error={query.error} onRetry={query.refetch} /> : null}
      <MonthCalendar
        month={month}
        items={todos}
        testId="todo-calendar-grid"
        renderBar={(todo) => (
          <CalendarBar
            colour={colourOf(todo)}
            label={todo.caption}
            title={[todo.caption, todo.body].filter(Boolean).join('\n')}
            testId={`todo-item-${todo.id}`}
          />
        )}
      />
      <CalendarStatus
        loading={query.isPending}
        empty={!query.isError && todos.length === 0}
        emptyText={scope === 'all' ? t('empty') : t('common:messages.noResults')}
      />
      {todos.length > 0 ? (
        <TodoAgenda
          todos={todos.filter((todo) => todo.startDate.startsWith(month))}
          canEdit={canEdit}
          onOpen={(todo) => setEditing({ todo })}
        />
      ) : null}
      <TodoFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        todo={editing?.todo?.activity ?? null}
        dueDate={month === today.slice(0, 7) ? today : `${month}-01`}
      />
    </Stack>
  );
};
