import { plusCrewValueTypes, type PlusCrew, type PlusCrewValue } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PlusCrewSettingsForm } from './plus-crew-settings-form';

const crew: PlusCrew = {
  id: 5,
  number: 'PC-001',
  name: 'Bar Noord',
  crewType: 'bar',
  members: [{ personId: 7, name: 'Bram Zwart' }],
  clientContact: { id: 3, name: 'Olivia Smit', companyName: 'Rotterdam Ahoy Events' },
  hasGuestPassword: true,
  importMapping: null,
};

const values: PlusCrewValue[] = plusCrewValueTypes.map((type) => ({
  id: type.id + 10,
  plusCrewId: 5,
  valueTypeId: type.id,
  valueTypeCode: type.code,
  caption: type.caption,
  tracked: true,
  bonusShareBasisPoints: type.code === 'teamBonus' ? 1000 : null,
  targetMode: type.code === 'targetTurnover' ? 'perDay' : null,
  targetAmountCents: type.code === 'targetTurnover' ? 10_000 : null,
}));

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 20, total: items.length });

const zoe = {
  id: 8,
  firstName: 'Zoë',
  lastName: 'Aalders',
  name: 'Zoë Aalders',
  email: null,
  phone: null,
  city: 'Utrecht',
  region: null,
  functions: [],
  temporary: false,
};

const iris = {
  id: 4,
  contactNumber: 'C-004',
  companyId: 2,
  companyName: 'Venue Noord',
  firstName: 'Iris',
  lastName: 'Kramer',
  email: null,
  phone: null,
};

beforeAll(loadTexts);

describe('PlusCrewSettingsForm', () => {
  it('shows the saved team and contact, and saves a new member and another contact', async () => {
    server.use(
      apiGet('/persons', page([zoe])),
      apiGet('/contacts', page([iris])),
      apiPost('/plusCrews/:number', crew),
      apiPost(
        '/plusCrewValues/:id',
        (_request, params) => values.find((value) => value.id === Number(params.id)) ?? null,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlusCrewSettingsForm crew={crew} values={values} />);
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect(screen.getByText('Bram Zwart')).toBeTruthy();
    expect(screen.getByText('1 in the team')).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Client contact' }) as HTMLInputElement).value,
    ).toBe('Olivia Smit · Rotterdam Ahoy Events');

    await user.click(team);
    await user.click(await screen.findByRole('option', { name: 'Zoë Aalders' }));
    expect(await screen.findByText('2 in the team')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Client contact' }));
    await user.click(await screen.findByRole('option', { name: 'Iris Kramer · Venue Noord' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(sentRequests({ method: 'POST', path: '/plusCrews/PC-001' })[0]?.body).toMatchObject({
        memberPersonIds: [7, 8],
        clientContactId: 4,
      }),
    );
  });

  it('shows the refused team member on the team field', async () => {
    server.use(
      apiGet('/persons', page([zoe])),
      apiPost(
        '/plusCrews/:number',
        apiError(400, 'VALIDATION_FAILED', {
          issues: [{ field: 'body.memberPersonIds.0', message: 'Unknown person' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlusCrewSettingsForm crew={crew} values={values} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const field = (await screen.findByText('Unknown person')).closest('.mantine-InputWrapper-root');
    expect(within(field as HTMLElement).getByText('Team')).toBeTruthy();
  });
});
