import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarBar } from '@/components/calendar/calendar-bar';
import { CalendarStatus } from '@/components/calendar/calendar-status';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { LoadError } from '@/components/query-state';
import { visiblePeriod } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { useTodos } from '../api/get-todos';
import { TodoAgenda } from './todo-agenda';

// Urgent (priority 1) to-dos stand out; done ones fade.
const colourOf = (todo: { highPriority: boolean; done: boolean }) =>
  todo.done ? '#ced4da' : todo.highPriority ? '#e03131' : '#1c7ed6';

/** Planners' to-dos by due day: a month grid and the same month as a list. */
export const TodoCalendarPage = () => {
  const { t } = useTranslation('todo-calendar');
  const [month, setMonth] = useMonthParam();
  const { from, to } = visiblePeriod(month);
  const query = useTodos(from, to);
  const todos = query.data ?? [];
  return (
    <Stack gap="md" data-testid="todo-calendar">
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
        emptyText={t('empty')}
      />
      {todos.length > 0 ? (
        <TodoAgenda todos={todos.filter((todo) => todo.startDate.startsWith(month))} />
      ) : null}
    </Stack>
  );
};
