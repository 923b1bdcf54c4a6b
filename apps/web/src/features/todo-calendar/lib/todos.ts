import { z } from 'zod';

/**
 * An activity as GET /activities is expected to send it (SPEC 3 "Activity payload"). No shared
 * contract exists yet, so only what the calendar needs is read, and leniently.
 */
export const activitySchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caption: z.string(),
  body: z.string().nullish(),
  type: z.string(),
  category: z.string().nullish(),
  dueDate: z.string().nullish(),
  priority: z.number().nullish(),
  doneAt: z.string().nullish(),
  parameters: z
    .looseObject({
      dueDate: z.string().nullish(),
      priority: z.union([z.number(), z.string()]).nullish(),
      recipient: z.string().nullish(),
    })
    .nullish(),
});
export type Activity = z.infer<typeof activitySchema>;

export type Todo = {
  id: string;
  startDate: string;
  endDate: string;
  caption: string;
  body: string | null;
  type: string;
  category: string | null;
  highPriority: boolean;
  done: boolean;
};

/** Due dates come as DD.MM.YYYY in the activity parameters (SPEC 3) or as YYYY-MM-DD. */
export const isoDueDate = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (dotted) return `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
};

const todoTypes = ['TODO_INT', 'TODO_PAYROLL_ITEM'];

/** To-dos (not logs) with a due date, as one-day calendar entries; priority 1 is urgent. */
export const todosOf = (activities: readonly Activity[]): Todo[] =>
  activities.flatMap((activity) => {
    const due = isoDueDate(activity.dueDate ?? activity.parameters?.dueDate);
    if (!due || !todoTypes.includes(activity.type)) return [];
    const priority = Number(activity.priority ?? activity.parameters?.priority ?? 0);
    return [
      {
        id: String(activity.id),
        startDate: due,
        endDate: due,
        caption: activity.caption,
        body: activity.body ?? null,
        type: activity.type,
        category: activity.category ?? null,
        highPriority: priority === 1,
        done: Boolean(activity.doneAt),
      },
    ];
  });

/** To-dos grouped by due day, in day order, for the agenda under the calendar. */
export const byDay = (todos: readonly Todo[]): [string, Todo[]][] => {
  const days = new Map<string, Todo[]>();
  for (const todo of [...todos].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    days.set(todo.startDate, [...(days.get(todo.startDate) ?? []), todo]);
  }
  return [...days];
};
