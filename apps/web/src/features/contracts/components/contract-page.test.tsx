import type { ContractPeriod, StaffContractDetail } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiError, apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { ContractPage } from './contract-page';

const period = (start: string, end: string, values: Partial<ContractPeriod>): ContractPeriod => ({
  start,
  end,
  quotaMinutes: 1920,
  plannedMinutes: 0,
  workedMinutes: 0,
  vacationTakenMinutes: 0,
  timeCorrectionMinutes: 0,
  timeBalanceMinutes: 0,
  vacationAccruedMinutes: 168,
  vacationCorrectionMinutes: 0,
  vacationBalanceMinutes: 0,
  ...values,
});

const contract: StaffContractDetail = {
  id: 4,
  personId: 1,
  personName: 'Sanne de Vries',
  contractType: 'permanent',
  quotaUnit: 'week',
  quotaMinutes: 1920,
  startDate: '2026-11-02',
  endDate: null,
  vacationMinutesPerYear: 8760,
  active: true,
  periods: [
    period('2026-11-02', '2026-11-08', {
      plannedMinutes: 2040,
      workedMinutes: 2010,
      timeBalanceMinutes: 90,
      vacationBalanceMinutes: 168,
    }),
    period('2026-11-09', '2026-11-15', {
      plannedMinutes: 1800,
      workedMinutes: 1800,
      timeBalanceMinutes: -30,
      vacationBalanceMinutes: 336,
    }),
  ],
  totals: {
    plannedMinutes: 3840,
    workedMinutes: 3810,
    timeBalanceMinutes: -30,
    vacationBalanceMinutes: 336,
  },
  corrections: [
    {
      id: 1,
      account: 'time',
      date: '2026-11-04',
      minutes: 90,
      reason: 'Travel time',
      createdBy: 'Lucas Visser',
      createdAt: '2026-11-05T10:00:00.000Z',
    },
  ],
  canCorrect: false,
};

beforeAll(loadTexts);

describe('ContractPage', () => {
  it('shows planned and worked hours, both accounts per week and the documents', async () => {
    server.use(
      apiGet('/staffContracts/:id', contract),
      apiGet('/staffContracts/:id/documents', [
        {
          id: 9,
          name: 'Employment contract 2026',
          documentDate: '2026-10-28',
          openSignatories: 1,
          signed: false,
        },
      ]),
    );
    renderWithProviders(<ContractPage id={4} />);
    const totals = await screen.findByTestId('contract-totals');
    expect(within(totals).getByTestId('total-plannedMinutes').textContent).toContain('64 h');
    expect(within(totals).getByTestId('total-workedMinutes').textContent).toContain('63.5 h');
    expect(within(totals).getByTestId('total-timeBalanceMinutes').textContent).toContain('-0.5 h');
    expect(within(totals).getByTestId('total-vacationBalanceMinutes').textContent).toContain(
      '+5.6 h',
    );
    expect(screen.getByRole('heading', { name: 'Permanent contract' })).toBeTruthy();
    expect(screen.getByText('32 h per week · 146 h vacation per year')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /Chart of the time and vacation accounts/ }),
    ).toBeTruthy();
    const table = screen.getByTestId('account-table');
    expect(within(table).getByTestId('period-2026-11-02').textContent).toContain('1.5');
    expect(screen.getByText(/^Time account 1\.5 h on .*4 Nov/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Employment contract 2026/ })).toBeTruthy();
    expect(screen.getByText('To sign')).toBeTruthy();
  });

  it('gives the office the terms to change, papers to send and the person’s other contracts', async () => {
    startSession({
      token: fakeToken(),
      userRights: { staffContracts: { READ: ['ALL'], CREATE: ['ALL'], EDIT: ['ALL'] } },
      mailboxUserRights: [],
      tenant: null,
    });
    const { periods: _periods, totals: _totals, corrections: _corrections, ...terms } = contract;
    const { canCorrect: _canCorrect, ...listed } = terms;
    server.use(
      apiGet('/staffContracts/:id', contract),
      apiGet('/staffContracts/:id/documents', []),
      apiGet('/persons/:id/staffContracts', [
        listed,
        { ...listed, id: 2, startDate: '2025-11-01', endDate: '2026-10-31', active: false },
      ]),
    );
    try {
      renderWithProviders(<ContractPage id={4} />);
      expect(await screen.findByTestId('edit-contract')).toBeTruthy();
      expect(screen.getByTestId('send-contract-document-open')).toBeTruthy();
      const others = await screen.findByTestId('person-contracts');
      expect(within(others).getByText('Contracts of Sanne de Vries')).toBeTruthy();
      // The contract on screen is not listed again.
      expect(await within(others).findByTestId('contract-card-2')).toBeTruthy();
      expect(within(others).queryByTestId('contract-card-4')).toBeNull();
    } finally {
      clearSession();
    }
  });

  it('says the contract was not found', async () => {
    server.use(apiGet('/staffContracts/:id', apiError(404, 'NOT_FOUND')));
    renderWithProviders(<ContractPage id={4} />);
    expect(await screen.findByText('Contract not found')).toBeTruthy();
  });
});
