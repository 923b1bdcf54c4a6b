import type { Page, Training } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { TrainingsPage } from './trainings-page';

const course = {
  id: 3,
  name: 'First aid',
  description: 'CPR and the AED',
  validityMonths: 12,
  formId: null,
};

const training = (id: number, change: Partial<Training> = {}): Training => ({
  id,
  person: { id: 1, name: 'Cas Crew' },
  course,
  dueDate: null,
  completedOn: null,
  expiresOn: null,
  status: 'to_do',
  formToFill: null,
  documents: [],
  ...change,
});

const pageOf = (items: Training[]): Page<Training> => ({
  items,
  page: 1,
  limit: 1000,
  total: items.length,
});

const signIn = (userRights: Record<string, Record<string, string[]>>) =>
  startSession({ token: fakeToken(), userRights, mailboxUserRights: [], tenant: null });

beforeAll(loadTexts);
afterEach(() => clearSession());

describe('TrainingsPage', () => {
  it('shows my trainings to do and done, with the form and the certificate', async () => {
    signIn({ training: { READ: ['OWN'] } });
    server.use(
      apiGet(
        '/trainings',
        pageOf([
          training(1, {
            status: 'overdue',
            dueDate: '2026-11-10',
            course: { ...course, name: 'Working at height' },
            formToFill: { resultId: 42, slug: 'working-at-height' },
          }),
          training(2, {
            status: 'expiring',
            completedOn: '2025-12-01',
            expiresOn: '2026-12-01',
            documents: [{ id: 9, name: 'First aid certificate' }],
          }),
        ]),
      ),
    );
    renderWithProviders(<TrainingsPage />);
    const toDo = await screen.findByTestId('trainings-to-do');
    expect(within(toDo).getByText('Working at height')).toBeTruthy();
    expect(within(toDo).getByText('Overdue')).toBeTruthy();
    expect(within(toDo).getByRole('link', { name: 'Fill in the form' }).getAttribute('href')).toBe(
      '/forms/42/working-at-height',
    );
    const done = screen.getByTestId('trainings-done');
    expect(within(done).getByText('Expires soon')).toBeTruthy();
    expect(
      within(done)
        .getByRole('link', { name: /First aid certificate/ })
        .getAttribute('href'),
    ).toBe('/documents/9');
    expect(screen.queryByRole('button', { name: 'Assign training' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record completion' })).toBeNull();
  });

  it('lets the office record a completion', async () => {
    signIn({ training: { READ: ['ALL'], EDIT: ['ALL'] } });
    server.use(
      apiGet('/trainings', pageOf([training(5, { person: { id: 7, name: 'Sanne de Vries' } })])),
      apiPost('/trainings/:id', training(5, { status: 'completed', completedOn: '2026-11-02' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<TrainingsPage />);
    expect(await screen.findByText('Sanne de Vries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign training' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record completion' }));
    const date = screen.getByTestId('complete-training-date');
    await user.clear(date);
    await user.type(date, '2026-11-02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
      path: '/trainings/5',
      body: { completedOn: '2026-11-02', documentId: null },
    });
  });
});
