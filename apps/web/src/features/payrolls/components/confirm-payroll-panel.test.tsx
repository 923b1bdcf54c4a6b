import type { PayrollDetail } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ConfirmPayrollPanel } from './confirm-payroll-panel';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

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
    fetchMock.mockResolvedValue(json(200, { payroll: confirmed }));
    renderWithProviders(<ConfirmPayrollPanel payroll={waiting} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('confirm-payroll-button'));
    const dialog = await screen.findByTestId('confirm-modal');
    expect(within(dialog).getByText(/€226\.56/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('confirm-modal-confirm'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/payrolls/PR-2026-10-0001/confirmation');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('stays disabled and explains why while a line is declined', () => {
    renderWithProviders(
      <ConfirmPayrollPanel
        payroll={payroll({ declinedItemCount: 1, confirmRefusal: 'PAYROLL_HAS_DECLINED_ITEMS' })}
      />,
    );
    expect(screen.getByTestId('confirm-payroll-button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('payroll-confirm-blocked').textContent).toBe(
      'A line is declined. You can confirm this payroll once the office has corrected it.',
    );
  });

  it("offers nothing on someone else's payroll", () => {
    renderWithProviders(<ConfirmPayrollPanel payroll={payroll({ isOwn: false })} />);
    expect(screen.queryByTestId('confirm-payroll-button')).toBeNull();
  });
});
