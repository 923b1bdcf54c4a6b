import { isTodoType, type Activity } from '@crewhub/shared';

/** A to-do as a one-day calendar entry on its due date. */
export type Todo = {
  id: string;
  startDate: string;
  endDate: string;
  caption: string;
  body: string | null;
  type: Activity['type'];
  highPriority: boolean;
  done: boolean;
  recipientName: string | null;
  activity: Activity;
};

/** To-dos (not logs) with a due date; priority 1 is urgent. */
export const todosOf = (activities: readonly Activity[]): Todo[] =>
  activities.flatMap((activity) => {
    if (!activity.dueDate || !isTodoType(activity.type)) return [];
    return [
      {
        id: String(activity.id),
        startDate: activity.dueDate,
        endDate: activity.dueDate,
        caption: activity.caption,
        body: activity.body,
        type: activity.type,
        highPriority: activity.priority === 1,
        done: activity.done,
        recipientName: activity.recipient?.name ?? null,
        activity,
      },
    ];
  });

/** To-dos grouped by due day, in day order, open ones before done ones within a day. */
export const byDay = (todos: readonly Todo[]): [string, Todo[]][] => {
  const days = new Map<string, Todo[]>();
  const ordered = [...todos].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || Number(a.done) - Number(b.done),
  );
  for (const todo of ordered) days.set(todo.startDate, [...(days.get(todo.startDate) ?? []), todo]);
  return [...days];
};
