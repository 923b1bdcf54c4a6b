import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { profileFixture } from '../lib/profile-fixtures';
import { PersonalDataSection } from './personal-data-section';

beforeAll(loadTexts);

const pendingCity = profileFixture({
  changeRequests: [
    {
      id: 3,
      field: 'city',
      value: 'Utrecht',
      status: 'pending',
      reason: null,
      createdAt: '2026-11-23T09:00:00.000Z',
      decidedAt: null,
    },
    {
      id: 2,
      field: 'phone',
      value: '+31 6 0000 0000',
      status: 'rejected',
      reason: 'Not a working number',
      createdAt: '2026-11-20T09:00:00.000Z',
      decidedAt: '2026-11-21T09:00:00.000Z',
    },
  ],
});

// The edit dialog holds two searchable country lists; typing into it is slow in jsdom.
describe('PersonalDataSection', { timeout: 45_000 }, () => {
  it('shows today’s data with pending and rejected changes per field', () => {
    renderWithProviders(<PersonalDataSection profile={pendingCity} />);
    const city = screen.getByTestId('profile-field-city');
    expect(within(city).getByText('Rotterdam')).toBeTruthy();
    expect(within(city).getByText('Waiting for approval')).toBeTruthy();
    expect(within(city).getByText('Utrecht')).toBeTruthy();
    expect(
      within(screen.getByTestId('profile-field-country')).getByText('Netherlands'),
    ).toBeTruthy();
    const phone = screen.getByTestId('profile-field-phone');
    expect(within(phone).getByText('Not a working number')).toBeTruthy();
  });

  it('sends only the changed fields and says a pending change is replaced', async () => {
    server.use(apiPost('/persons/:id/personalData', pendingCity));
    renderWithProviders(<PersonalDataSection profile={pendingCity} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('personal-data-edit'));
    const form = await screen.findByTestId('personal-data-form');
    expect(within(form).getByText(/replaces the pending change/)).toBeTruthy();
    // The form starts from the pending value.
    expect(within(form).getByLabelText('City')).toHaveProperty('value', 'Utrecht');
    await user.clear(within(form).getByLabelText('Street and number'));
    await user.type(within(form).getByLabelText('Street and number'), 'Markt 5');
    await user.click(screen.getByTestId('personal-data-submit'));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
        street: 'Markt 5',
      }),
    );
  });

  it('puts the server’s field error on the field', async () => {
    server.use(
      apiPost(
        '/persons/:id/personalData',
        apiError(400, 'VALIDATION_FAILED', {
          issues: [{ field: 'body.birthday', message: 'A birthday cannot be in the future' }],
        }),
      ),
    );
    renderWithProviders(<PersonalDataSection profile={profileFixture()} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('personal-data-edit'));
    const form = await screen.findByTestId('personal-data-form');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '06');
    await user.click(screen.getByTestId('personal-data-submit'));
    expect(await within(form).findByText('A birthday cannot be in the future')).toBeTruthy();
  });
});
