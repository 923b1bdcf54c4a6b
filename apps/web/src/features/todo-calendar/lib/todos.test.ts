import type { Activity } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { byDay, todosOf } from './todos';

const activity = (id: number, patch: Partial<Activity>): Activity => ({
  id,
  caption: `Task ${id}`,
  body: null,
  type: 'TODO_INT',
  category: null,
  personParty: null,
  subjectType: null,
  subjectId: null,
  dueDate: null,
  priority: null,
  recipient: null,
  createdBy: null,
  done: false,
  doneAt: null,
  createdAt: '2026-11-20T09:00:00Z',
  ...patch,
});

describe('todosOf', () => {
  it('keeps to-dos with a due date and leaves logs out', () => {
    const todos = todosOf([
      activity(1, { dueDate: '2026-06-04', priority: 1, recipient: { id: 3, name: 'Pat' } }),
      activity(2, { type: 'LOG', dueDate: '2026-06-04' }),
      activity(3, { type: 'TODO_PAYROLL_ITEM', dueDate: '2026-06-02', done: true }),
      activity(4, {}),
    ]);
    expect(todos.map((todo) => [todo.id, todo.startDate, todo.highPriority, todo.done])).toEqual([
      ['1', '2026-06-04', true, false],
      ['3', '2026-06-02', false, true],
    ]);
    expect(todos[0]!.recipientName).toBe('Pat');
  });
});

describe('byDay', () => {
  it('groups by day in order, open to-dos first', () => {
    const todos = todosOf([
      activity(1, { dueDate: '2026-06-05' }),
      activity(2, { dueDate: '2026-06-04', done: true }),
      activity(3, { dueDate: '2026-06-04' }),
    ]);
    expect(byDay(todos).map(([day, items]) => [day, items.map((todo) => todo.id)])).toEqual([
      ['2026-06-04', ['3', '2']],
      ['2026-06-05', ['1']],
    ]);
  });
});
