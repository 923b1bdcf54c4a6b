import type { Activity, Page } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PersonNotesCard } from './person-notes-card';

const activity = (id: number, values: Partial<Activity>): Activity => ({
  id,
  caption: 'Note',
  body: null,
  type: 'LOG',
  category: null,
  personParty: { id: 7, name: 'Sanne de Vries' },
  subjectType: 'person',
  subjectId: 7,
  dueDate: null,
  priority: null,
  recipient: null,
  createdBy: { id: 3, name: 'Olga Office' },
  done: false,
  doneAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...values,
});

const pageOf = (items: Activity[]): Page<Activity> => ({
  items,
  page: 1,
  limit: 50,
  total: items.length,
});

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  await loadTexts();
});

describe('PersonNotesCard', () => {
  it('shows notes, open to-dos and worded events', async () => {
    server.use(
      apiGet(
        '/persons/:id/activities',
        pageOf([
          activity(1, { type: 'TODO_INT', caption: 'Chase ID copy', dueDate: '2026-12-04' }),
          activity(2, { caption: 'Called about Friday', body: 'Will be there at 8' }),
          activity(3, {
            caption: 'Personal data change approved: street',
            category: 'profile.change_approved',
          }),
        ]),
      ),
    );
    renderWithProviders(<PersonNotesCard personId={7} personName="Sanne de Vries" />);
    const todo = await screen.findByTestId('person-note-1');
    expect(within(todo).getByText('Chase ID copy')).toBeTruthy();
    expect(within(todo).getByText(/^Due /)).toBeTruthy();
    expect(screen.getByText('Will be there at 8')).toBeTruthy();
    expect(screen.getByText('Personal data change approved')).toBeTruthy();
    expect(screen.getAllByText(/Olga Office/)).toHaveLength(3);
  });

  it('adds a to-do, which needs a due date', async () => {
    server.use(
      apiGet('/persons/:id/activities', pageOf([])),
      apiPost('/persons/:id/activities', activity(9, { type: 'TODO_INT' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<PersonNotesCard personId={7} personName="Sanne de Vries" />);
    expect(await screen.findByTestId('person-notes-empty')).toBeTruthy();
    await user.click(screen.getByTestId('person-note-add'));
    expect(screen.getByText('New note about Sanne de Vries')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'To-do' }));
    await user.type(screen.getByTestId('person-note-caption'), 'Check the new bank account');
    await user.click(screen.getByTestId('person-note-save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sentRequests({ method: 'POST' })).toHaveLength(0);
    await user.type(screen.getByTestId('person-note-due'), '2026-12-04');
    await user.click(screen.getByTestId('person-note-save'));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
      path: '/persons/7/activities',
      body: {
        caption: 'Check the new bank account',
        body: null,
        type: 'TODO_INT',
        parameters: { dueDate: '2026-12-04' },
      },
    });
  });
});
