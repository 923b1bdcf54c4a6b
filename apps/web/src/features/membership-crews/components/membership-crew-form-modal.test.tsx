import type { MembershipCrew } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { MembershipCrewFormModal } from './membership-crew-form-modal';

const crew: MembershipCrew = {
  id: 4,
  name: 'Ahoy regulars',
  typeOfAssignment: 'preferred',
  companyId: 1,
  companyName: 'Rotterdam Ahoy Events',
  memberCount: 3,
  favouriteCount: 1,
  blockedCount: 1,
};
const companies = [
  {
    id: 1,
    name: 'Rotterdam Ahoy Events',
    clientMark: 'AHOY',
    email: null,
    phone: null,
    city: null,
  },
  { id: 2, name: 'Ziggo Dome', clientMark: 'ZD', email: null, phone: null, city: null },
];

const sent = () => sentRequests({ method: 'POST' }).map(({ path, body }) => ({ path, body }));
/** The saved crew as the server answers it: the sent fields over the crew, with its company. */
const saved = (body: unknown) => {
  const input = body as Partial<MembershipCrew>;
  const companyName = companies.find((company) => company.id === input.companyId)?.name ?? null;
  return { ...crew, ...input, companyName };
};

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(
    apiGet('/companies', { items: companies, page: 1, limit: 1000, total: companies.length }),
    apiPost('/pCrews', ({ body }) => reply(201, saved(body))),
    apiPost('/pCrews/:id', ({ body }) => saved(body)),
  );
});

describe('MembershipCrewFormModal', () => {
  it('creates a crew for a client without asking for a company', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <MembershipCrewFormModal canPickCompany={false} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Create a membership crew')).toBeTruthy();
    expect(screen.queryByTestId('membership-crew-company')).toBeNull();
    await user.click(screen.getByTestId('membership-crew-submit'));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    await user.type(screen.getByTestId('membership-crew-name'), 'Night owls');
    await user.click(screen.getByTestId('membership-crew-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual([
      { path: '/pCrews', body: { name: 'Night owls', typeOfAssignment: 'preferred' } },
    ]);
    expect(sentRequests({ path: '/companies' })).toEqual([]);
  });

  it('edits a crew in the same form and lets a planner move it to another company', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <MembershipCrewFormModal crew={crew} canPickCompany onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Edit the membership crew')).toBeTruthy();
    const name = screen.getByTestId('membership-crew-name');
    expect(name).toHaveProperty('value', 'Ahoy regulars');
    expect(screen.getByTestId('membership-crew-company')).toHaveProperty(
      'value',
      'Rotterdam Ahoy Events',
    );
    await user.clear(name);
    await user.type(name, 'Ahoy favourites');
    await user.click(screen.getByTestId('membership-crew-company'));
    await user.click(await screen.findByRole('option', { name: 'Ziggo Dome' }));
    await user.click(screen.getByTestId('membership-crew-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Membership crew Ahoy favourites has been saved');
    expect(sent()).toEqual([
      {
        path: '/pCrews/4',
        body: { name: 'Ahoy favourites', typeOfAssignment: 'preferred', companyId: 2 },
      },
    ]);
  });
});
