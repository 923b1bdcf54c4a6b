import type { Project } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ProjectForm } from './project-form';

const project: Project = {
  id: 1,
  number: 'P-2026-001',
  name: 'Expo',
  companyId: 2,
  companyName: 'Acme',
  clientMark: null,
  contactId: null,
  contactName: null,
  reference: null,
  beginDate: '2026-06-01',
  endDate: '2026-06-03',
  locationId: 3,
  locationName: 'Ahoy',
  crewChiefPersonId: 9,
  crewChiefName: 'Mira Jansen',
  projectManagerPersonId: null,
  projectManagerName: null,
  comment: null,
  branch: null,
  defaultCateringType: null,
  rateCardId: null,
  rate: null,
  projectType: null,
  state: 'quoted',
  closed: false,
};

const fetchMock = vi.fn<typeof fetch>();
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPage = { items: [], page: 1, limit: 1000, total: 0 };
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

const renderEdit = () => {
  const onSaved = vi.fn();
  renderWithProviders(
    <ProjectForm project={project} canPickState onCancel={vi.fn()} onSaved={onSaved} />,
  );
  return { onSaved, user: userEvent.setup() };
};

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  await loadTexts();
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('editing a project', () => {
  it('starts from the saved project and sends the changed fields with the rest', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? respond(200, { ...project, name: 'Expo 2026', branch: 'Rotterdam' })
        : respond(200, emptyPage),
    );
    const { onSaved, user } = renderEdit();
    expect(screen.queryByTestId('add-crew-draft')).toBeNull();
    expect(screen.getByTestId('project-form-location')).toHaveProperty('value', 'Ahoy');
    expect(screen.getByTestId('project-form-crewChief')).toHaveProperty('value', 'Mira Jansen');
    await user.clear(screen.getByTestId('project-form-name'));
    await user.type(screen.getByTestId('project-form-name'), 'Expo 2026');
    await user.type(screen.getByTestId('project-form-branch'), 'Rotterdam');
    await user.click(screen.getByTestId('edit-project-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        url: '/api/v1/projects/P-2026-001',
        body: expect.objectContaining({
          name: 'Expo 2026',
          branch: 'Rotterdam',
          companyId: 2,
          locationId: 3,
          crewChiefPersonId: 9,
          reference: null,
          state: 'quoted',
        }),
      },
    ]);
    expect(posts()[0]?.body).not.toHaveProperty('crews');
  });

  it('says why confirming failed when the problem is on a saved position', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? respond(400, {
            code: 'VALIDATION_FAILED',
            message: 'Please set chargeable hours for all positions',
            issues: [
              {
                field: 'projectCrewItems.8.chargeableHours',
                message: 'Please set chargeable hours for all positions',
              },
            ],
          })
        : respond(200, emptyPage),
    );
    const { onSaved, user } = renderEdit();
    await user.click(screen.getByText('Confirmed'));
    await user.click(screen.getByTestId('edit-project-submit'));
    expect((await screen.findByTestId('edit-project-error')).textContent).toBe(
      'Please set chargeable hours for all positions',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the name before sending anything', async () => {
    fetchMock.mockImplementation(async () => respond(200, emptyPage));
    const { user } = renderEdit();
    await user.clear(screen.getByTestId('project-form-name'));
    await user.click(screen.getByTestId('edit-project-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
