import type { StaffContract, StaffContractDetail } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { EditContractModal } from './edit-contract-modal';

const contract: StaffContract = {
  id: 4,
  personId: 7,
  personName: 'Cas Crew',
  contractType: 'permanent',
  quotaUnit: 'week',
  quotaMinutes: 1920,
  startDate: '2026-11-02',
  endDate: null,
  vacationMinutesPerYear: 8760,
  active: true,
};

const detail: StaffContractDetail = {
  ...contract,
  periods: [],
  totals: { plannedMinutes: 0, workedMinutes: 0, timeBalanceMinutes: 0, vacationBalanceMinutes: 0 },
  corrections: [],
  canCorrect: true,
};

beforeAll(loadTexts);

describe('EditContractModal', () => {
  // Typing into a modal takes seconds on a busy machine.
  it('starts from the terms in hours and sends them back in minutes', async () => {
    server.use(apiPost('/staffContracts/:id', detail));
    renderWithProviders(<EditContractModal contract={contract} onClose={() => {}} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('edit-contract-form');
    expect(within(form).getByText('For Cas Crew')).toBeTruthy();
    const quota = within(form).getByTestId('contract-quota-hours');
    expect(quota).toHaveProperty('value', '32');
    await user.clear(quota);
    await user.type(quota, '24.5');
    await user.type(within(form).getByTestId('contract-end'), '2027-06-30');
    await user.click(within(form).getByTestId('contract-edit-submit'));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
      path: '/staffContracts/4',
      body: {
        contractType: 'permanent',
        quotaUnit: 'week',
        quotaMinutes: 1470,
        startDate: '2026-11-02',
        endDate: '2027-06-30',
        vacationMinutesPerYear: 8760,
      },
    });
  }, 20_000);

  it('says why the server refused: another contract in the period, a correction left outside', async () => {
    let answer = apiError(409, 'CONTRACT_PERIOD_OVERLAP');
    server.use(apiPost('/staffContracts/:id', () => answer));
    renderWithProviders(<EditContractModal contract={contract} onClose={() => {}} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('edit-contract-form');
    await user.click(within(form).getByTestId('contract-edit-submit'));
    expect(await within(form).findByText(/already has a contract in this period/)).toBeTruthy();

    answer = apiError(400, 'VALIDATION_FAILED', {
      issues: [{ field: 'body.startDate', message: 'A correction of 2026-11-04 lies before it' }],
    });
    await user.click(within(form).getByTestId('contract-edit-submit'));
    expect(await within(form).findByText('A correction of 2026-11-04 lies before it')).toBeTruthy();
  }, 20_000);
});
