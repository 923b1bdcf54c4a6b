import type { PayrollDetail } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ConfirmPayrollPanel, PayrollAttention } from './confirm-payroll-panel';

const payroll = (values: Partial<PayrollDetail> = {}): PayrollDetail => ({
  id: 7,
  number: 'PR-2026-10-0001',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  status: 'to_confirm',
  totalCents: 22656,
  paymentDate: null,
  declinedItemCount: 0,
  personId: 1,
  personName: 'Cas Crew',
  itemCount: 3,
  confirmedAt: null,
  confirmedBy: null,
  confirmRefusal: null,
  isOwn: true,
  ...values,
});

beforeAll(loadTexts);

describe('ConfirmPayrollPanel', () => {
  it('confirms my payroll after the confirm dialog', async () => {
    const waiting = payroll();
    const confirmed = {
      ...waiting,
      status: 'confirmed',
      confirmedAt: '2026-11-23T09:00:00.000Z',
      confirmedBy: 'Cas Crew',
      confirmRefusal: 'PAYROLL_NOT_TO_CONFIRM',
    };
    server.use(apiPost('/payrolls/:number/confirmation', { payroll: confirmed }));
    renderWithProviders(<ConfirmPayrollPanel payroll={waiting} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm payroll' }));
    const dialog = await screen.findByTestId('confirm-modal');
    expect(within(dialog).getByText(/€226\.56/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('confirm-modal-confirm'));
    await waitFor(() =>
      expect(sentCalls()).toEqual(['POST /payrolls/PR-2026-10-0001/confirmation']),
    );
  });

  it('stays disabled and explains why while a line is declined', () => {
    const declined = payroll({
      declinedItemCount: 1,
      confirmRefusal: 'PAYROLL_HAS_DECLINED_ITEMS',
    });
    renderWithProviders(
      <>
        <PayrollAttention payroll={declined} />
        <ConfirmPayrollPanel payroll={declined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Confirm payroll' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByTestId('payroll-confirm-blocked').textContent).toBe(
      'A line is declined. You can confirm this payroll once the office has corrected it.',
    );
  });

  it("offers nothing on someone else's payroll", () => {
    renderWithProviders(<ConfirmPayrollPanel payroll={payroll({ isOwn: false })} />);
    expect(screen.queryByRole('button', { name: 'Confirm payroll' })).toBeNull();
  });
});
