import type { CompanySettings } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CompanySettingsCard } from './company-settings-card';

const settings: CompanySettings = {
  companyId: 4,
  documentLanguage: 'nl',
  clientReferenceRequired: true,
  deliveryNoteSignatureRequired: false,
  account: {
    debtorNumber: 'D-10041',
    vatNumber: 'NL812345678B01',
    invoiceEmail: 'invoices@ahoy.example',
    paymentTermDays: 14,
  },
};

beforeAll(loadTexts);

describe('CompanySettingsCard', () => {
  it('shows the settings and the accounting record', async () => {
    server.use(apiGet('/companies/:id/settings', settings));
    renderWithProviders(<CompanySettingsCard companyId={4} />);
    expect(await screen.findByText('Dutch')).toBeTruthy();
    // Reference needed, delivery note signature not.
    expect(screen.getAllByText('Yes')).toHaveLength(1);
    expect(screen.getAllByText('No')).toHaveLength(1);
    const account = screen.getByTestId('company-account');
    expect(within(account).getByText('D-10041')).toBeTruthy();
    expect(within(account).getByText('14 days')).toBeTruthy();
  });

  it('leaves the account out and names the default language when none is set', async () => {
    server.use(
      apiGet('/companies/:id/settings', { ...settings, documentLanguage: null, account: null }),
    );
    renderWithProviders(<CompanySettingsCard companyId={4} />);
    expect(await screen.findByText('Our default language')).toBeTruthy();
    expect(screen.queryByTestId('company-account')).toBeNull();
  });
});

describe('CompanySettingsCard for the office', () => {
  it('offers no change to readers', async () => {
    server.use(apiGet('/companies/:id/settings', settings));
    renderWithProviders(<CompanySettingsCard companyId={4} />);
    await screen.findByText('Dutch');
    expect(screen.queryByTestId('company-settings-edit')).toBeNull();
  });

  it('checks the fields, saves the changes and shows the new terms', async () => {
    server.use(
      apiGet('/companies/:id/settings', settings),
      apiPost('/companies/:id/settings', (request) => {
        const body = request.body as { paymentTermDays: number; invoiceEmail: string | null };
        return { ...settings, account: { ...settings.account!, ...body } };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanySettingsCard companyId={4} editAs={{ companyName: 'Ahoy' }} />);
    await user.click(await screen.findByTestId('company-settings-edit'));
    const email = screen.getByTestId('company-settings-email');
    await user.clear(email);
    await user.type(email, 'not an address');
    const term = screen.getByTestId('company-settings-term');
    await user.clear(term);
    await user.type(term, '21');
    await user.click(screen.getByTestId('company-settings-save'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(sentRequests({ method: 'POST' })).toHaveLength(0);
    await user.clear(email);
    await user.click(screen.getByTestId('company-settings-save'));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
      documentLanguage: 'nl',
      clientReferenceRequired: true,
      deliveryNoteSignatureRequired: false,
      debtorNumber: 'D-10041',
      vatNumber: 'NL812345678B01',
      invoiceEmail: null,
      paymentTermDays: 21,
    });
    expect(await within(screen.getByTestId('company-account')).findByText('21 days')).toBeTruthy();
  });
});
