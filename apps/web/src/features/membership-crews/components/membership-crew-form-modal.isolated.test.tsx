import type { MembershipCrew } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { MembershipCrewFormModal } from './membership-crew-form-modal';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://localhost').pathname.replace('/api/v1', ''),
      body: JSON.parse(String(init?.body)) as unknown,
    }));

beforeAll(loadTexts);
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    if (path === '/companies')
      return json({ items: companies, page: 1, limit: 1000, total: companies.length });
    const body = JSON.parse(String(init?.body ?? '{}')) as Partial<MembershipCrew>;
    const companyName = companies.find((company) => company.id === body.companyId)?.name ?? null;
    return json({ ...crew, ...body, companyName }, path === '/pCrews' ? 201 : 200);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
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
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/companies'))).toBe(false);
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
