import type { CompanySettings } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '@/testing/api-handlers';
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
