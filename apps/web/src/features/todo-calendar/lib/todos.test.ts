import { describe, expect, it } from 'vitest';
import { byDay, isoDueDate, todosOf, type Activity } from './todos';

const activity = (id: number, patch: Partial<Activity>): Activity => ({
  id,
  caption: `Task ${id}`,
  type: 'TODO_INT',
  ...patch,
});

describe('isoDueDate', () => {
  it('reads DD.MM.YYYY and ISO dates', () => {
    expect(isoDueDate('03.06.2026')).toBe('2026-06-03');
    expect(isoDueDate('2026-06-03T10:00:00Z')).toBe('2026-06-03');
    expect(isoDueDate('soon')).toBeNull();
    expect(isoDueDate(null)).toBeNull();
  });
});

describe('todosOf', () => {
  it('keeps to-dos with a due date and leaves logs out', () => {
    const todos = todosOf([
      activity(1, { parameters: { dueDate: '04.06.2026', priority: 1 } }),
      activity(2, { type: 'LOG', dueDate: '2026-06-04' }),
      activity(3, {
        type: 'TODO_PAYROLL_ITEM',
        dueDate: '2026-06-02',
        doneAt: '2026-06-01T09:00:00Z',
      }),
      activity(4, {}),
    ]);
    expect(todos.map((todo) => [todo.id, todo.startDate, todo.highPriority, todo.done])).toEqual([
      ['1', '2026-06-04', true, false],
      ['3', '2026-06-02', false, true],
    ]);
  });

  it('groups them by day in order', () => {
    const todos = todosOf([
      activity(1, { dueDate: '2026-06-04' }),
      activity(2, { dueDate: '2026-06-02' }),
      activity(3, { dueDate: '2026-06-04' }),
    ]);
    expect(byDay(todos).map(([day, items]) => [day, items.length])).toEqual([
      ['2026-06-02', 1],
      ['2026-06-04', 2],
    ]);
  });
});
