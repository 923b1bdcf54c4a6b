import type { CompanySettings, Contact, Page, ValueStaffItem } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiGet, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CompanyPage } from './company-page';

const company = {
  id: 4,
  name: 'Rotterdam Ahoy Events',
  clientMark: 'AHOY',
  email: 'info@ahoy.example',
  phone: '+31 10 293 3300',
  city: 'Rotterdam',
};
const settings: CompanySettings = {
  companyId: 4,
  documentLanguage: null,
  clientReferenceRequired: false,
  deliveryNoteSignatureRequired: false,
  account: null,
};
const contact = (id: number, firstName: string): Contact => ({
  id,
  contactNumber: `C-${id}`,
  companyId: 4,
  companyName: company.name,
  firstName,
  lastName: 'Smit',
  email: `${firstName.toLowerCase()}@ahoy.example`,
  phone: null,
});
const pageOf = <T,>(items: T[]): Page<T> => ({ items, page: 1, limit: 100, total: items.length });
const rated: ValueStaffItem = {
  personId: 31,
  name: 'Daan Jansen',
  averageRatingHundredths: 450,
  ratingCount: 2,
  lastRatedAt: '2026-10-12T18:00:00.000Z',
};

beforeAll(loadTexts);

const showPage = (rights: { showContacts: boolean; showValueStaff: boolean }) =>
  renderWithProviders(<CompanyPage id={4} canEditSettings={false} {...rights} />);

describe('CompanyPage', () => {
  it("asks for a contact's rated crew only when the contact is opened", async () => {
    server.use(
      apiGet('/companies/:id', company),
      apiGet('/companies/:id/settings', settings),
      apiGet('/contacts', pageOf([contact(1, 'Olivia'), contact(2, 'Bram')])),
      apiGet('/contacts/1/valueStaff', pageOf([rated])),
      apiGet('/contacts/2/valueStaff', pageOf([])),
    );
    const user = userEvent.setup();
    showPage({ showContacts: true, showValueStaff: true });
    expect(await screen.findByText('AHOY')).toBeTruthy();
    const olivia = await screen.findByRole('button', { name: /Olivia Smit/ });
    expect(sentCalls().filter((call) => call.includes('valueStaff'))).toEqual([]);
    await user.click(olivia);
    const row = await screen.findByTestId('value-staff-31');
    expect(row.getAttribute('href')).toBe('/crew-profile/31');
    expect(within(row).getByText(/4\.5 out of 5 \(2 ratings\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Bram Smit/ }));
    expect(await screen.findByTestId('value-staff-empty')).toBeTruthy();
    expect(sentCalls().filter((call) => call.includes('valueStaff'))).toEqual([
      'GET /contacts/1/valueStaff',
      'GET /contacts/2/valueStaff',
    ]);
  });

  it('leaves out the contacts for readers without projects, and says when a client is unknown', async () => {
    server.use(apiGet('/companies/:id', company), apiGet('/companies/:id/settings', settings));
    showPage({ showContacts: false, showValueStaff: false });
    expect(await screen.findByTestId('company-settings')).toBeTruthy();
    expect(screen.queryByTestId('company-contacts')).toBeNull();
    expect(sentCalls()).not.toContain('GET /contacts');

    server.use(apiGet('/companies/:id', apiError(404, 'NOT_FOUND')));
    renderWithProviders(
      <CompanyPage id={5} canEditSettings={false} showContacts={false} showValueStaff={false} />,
    );
    expect(await screen.findByText('Client not found')).toBeTruthy();
  });
});
