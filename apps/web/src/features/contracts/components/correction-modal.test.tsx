import type { StaffContractDetail } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CorrectionModal } from './correction-modal';

const contract: StaffContractDetail = {
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
  periods: [],
  totals: { plannedMinutes: 0, workedMinutes: 0, timeBalanceMinutes: 0, vacationBalanceMinutes: 0 },
  corrections: [],
  canCorrect: true,
};

beforeAll(loadTexts);

describe('CorrectionModal', () => {
  it('sends hours as minutes (minus takes off) with the reason', async () => {
    server.use(apiPost('/staffContracts/:id/corrections', contract));
    renderWithProviders(
      <CorrectionModal contract={contract} today="2026-11-23" onClose={() => {}} />,
    );
    const user = userEvent.setup();
    const form = await screen.findByTestId('correction-form');
    await user.click(within(form).getByTestId('correction-submit'));
    expect(sentRequests()).toEqual([]);
    await user.type(within(form).getByTestId('correction-hours'), '-4.5');
    await user.type(within(form).getByTestId('correction-reason'), 'Unpaid break forgotten');
    await user.click(within(form).getByTestId('correction-submit'));
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    expect(sentRequests()[0]!.body).toEqual({
      account: 'time',
      date: '2026-11-23',
      minutes: -270,
      reason: 'Unpaid break forgotten',
    });
  });
});
