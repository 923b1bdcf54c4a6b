import type { PayrollItem } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CorrectItemForm } from './correct-item-form';

const declined: PayrollItem = {
  id: 5,
  payrollId: 7,
  payrollNumber: 'PR-2026-10-0001',
  payrollStatus: 'to_confirm',
  assignmentId: null,
  description: 'Travel allowance',
  beginAt: null,
  endAt: null,
  hours: 0,
  rateCents: 0,
  addOnCents: 2500,
  sumCents: 0,
  totalCents: 2500,
  status: 'declined',
  feedback: 'I drove twice that day',
  declinedAt: '2026-11-20T10:00:00.000Z',
  timeZone: 'Europe/Amsterdam',
  declineRefusal: 'PAYROLL_ITEM_ALREADY_DECLINED',
  isOwn: false,
};

beforeAll(loadTexts);

describe('CorrectItemForm', () => {
  it('sends the corrected amounts in cents', async () => {
    server.use(
      apiPost('/payrollItems/:id', { ...declined, status: 'corrected', addOnCents: 5000 }),
    );
    renderWithProviders(<CorrectItemForm item={declined} />);
    expect(screen.getByText(/declined this line/)).toBeTruthy();
    const user = userEvent.setup();
    const addOn = screen.getByTestId('correct-add-on');
    await user.clear(addOn);
    await user.type(addOn, '50');
    await user.click(screen.getByTestId('correct-submit'));
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    expect(sentRequests()[0]!.body).toEqual({
      description: 'Travel allowance',
      hours: 0,
      rateCents: 0,
      addOnCents: 5000,
    });
  });
});
