import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { buildLocation, buildProject } from '@/testing/planning-factories';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { NewLocationProvider, type NewLocationDialog } from './new-location-slot';
import { ProjectForm } from './project-form';

const project = buildProject({
  locationId: 3,
  locationName: 'Ahoy',
  crewChiefPersonId: 9,
  crewChiefName: 'Mira Jansen',
  rateCardId: 11,
  rateCardName: 'Acme agreement 2026',
});
const page = (items: unknown[]) => ({ items, page: 1, limit: 1000, total: items.length });
const rateCards = page(
  [
    { id: 10, name: 'Standard rates', companyId: null, companyName: null },
    { id: 11, name: 'Acme agreement 2026', companyId: 2, companyName: 'Acme' },
    { id: 12, name: 'Globex agreement 2026', companyId: 3, companyName: 'Globex' },
  ].map((card) => ({ ...card, validFrom: null, validTo: null, currency: 'EUR' })),
);

const contact = (id: number, companyId: number, companyName: string) => ({
  id,
  contactNumber: `C-${id}`,
  companyId,
  companyName,
  firstName: 'Ann',
  lastName: companyName,
  email: null,
  phone: null,
});
const emptyPage = page([]);
/** The pick lists the form loads; the ones a test does not look at stay empty. */
const serveLists = () =>
  server.use(
    apiGet('/rateCards', rateCards),
    apiGet('/branches', page([{ id: 5, name: 'Rotterdam' }])),
    apiGet('/contacts', page([contact(1, 2, 'Acme'), contact(2, 3, 'Globex')])),
    apiGet('/*', emptyPage),
  );
const posts = () => sentRequests({ method: 'POST' }).map(({ path, body }) => ({ path, body }));

const renderEdit = () => {
  const onSaved = vi.fn();
  renderWithProviders(
    <ProjectForm project={project} canPickState onCancel={vi.fn()} onSaved={onSaved} />,
  );
  return { onSaved, user: userEvent.setup() };
};

beforeAll(loadTexts);
beforeEach(() => {
  startSession({
    token: fakeToken(),
    userRights: { projects: { CREATE: ['ALL'], EDIT: ['ALL'] }, rateCards: { READ: ['ALL'] } },
    mailboxUserRights: [],
    tenant: null,
  });
});
afterEach(() => clearSession());

describe('editing a project', () => {
  it('starts from the saved project and sends the changed fields with the rest', async () => {
    server.use(
      apiPost('/projects/:number', {
        ...project,
        name: 'Expo 2026',
        branchId: 5,
        branchName: 'Rotterdam',
      }),
    );
    serveLists();
    const { onSaved, user } = renderEdit();
    expect(screen.queryByTestId('add-crew-draft')).toBeNull();
    expect(screen.getByTestId('project-form-location')).toHaveProperty('value', 'Ahoy');
    expect(screen.getByTestId('project-form-crewChief')).toHaveProperty('value', 'Mira Jansen');
    await user.clear(screen.getByTestId('project-form-name'));
    await user.type(screen.getByTestId('project-form-name'), 'Expo 2026');
    await user.click(screen.getByTestId('project-form-branch'));
    await user.click(await screen.findByRole('option', { name: 'Rotterdam' }));
    await user.click(screen.getByTestId('edit-project-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        path: '/projects/P-2026-001',
        body: expect.objectContaining({
          name: 'Expo 2026',
          branchId: 5,
          rateCardId: 11,
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

  it("offers the general card and the company's own, and drops a card the new company may not use", async () => {
    serveLists();
    const { user } = renderEdit();
    const rateCard = screen.getByTestId('project-form-rateCard');
    await waitFor(() => expect(rateCard).toHaveProperty('value', 'Acme agreement 2026'));
    await user.click(rateCard);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Standard rates (general)', 'Acme agreement 2026']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('project-form-company'));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(rateCard).toHaveProperty('value', '');
  });

  it('creates a location from the picker and picks it', async () => {
    server.use(apiPost('/projects/:number', project));
    serveLists();
    const depot = { id: 44, name: 'Depot', city: 'Delft' };
    const dialog: NewLocationDialog = ({ onCreated, onClose }) => (
      <button
        type="button"
        onClick={() => {
          onCreated({ ...buildLocation(), ...depot });
          onClose();
        }}
      >
        Fake create
      </button>
    );
    const user = userEvent.setup();
    renderWithProviders(
      <NewLocationProvider value={dialog}>
        <ProjectForm project={project} canPickState onCancel={vi.fn()} onSaved={vi.fn()} />
      </NewLocationProvider>,
    );
    await user.click(screen.getByTestId('project-form-new-location'));
    await user.click(screen.getByText('Fake create'));
    expect(screen.getByTestId('project-form-location')).toHaveProperty('value', 'Depot, Delft');
    await user.click(screen.getByTestId('edit-project-submit'));
    await waitFor(() => expect(posts()[0]?.body).toMatchObject({ locationId: 44 }));
  });

  it('says why confirming failed when the problem is on a saved position', async () => {
    const message = 'Please set chargeable hours for all positions';
    server.use(
      apiPost(
        '/projects/:number',
        apiError(400, 'VALIDATION_FAILED', {
          message,
          issues: [{ field: 'projectCrewItems.8.chargeableHours', message }],
        }),
      ),
      apiGet('/*', emptyPage),
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
    server.use(apiGet('/*', emptyPage));
    const { user } = renderEdit();
    await user.clear(screen.getByTestId('project-form-name'));
    await user.click(screen.getByTestId('edit-project-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
