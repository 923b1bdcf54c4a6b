import type { PayrollItem } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PayrollLines } from './payroll-lines';

beforeAll(loadTexts);

const line: PayrollItem = {
  id: 9,
  payrollId: 3,
  payrollNumber: 'PR-2026-10-0001',
  payrollStatus: 'to_confirm',
  assignmentId: 12,
  description: 'Stagehand - Hall 1 load-out',
  // 18:00-23:30 in Auckland (UTC+13), the day before in UTC.
  beginAt: '2026-10-07T05:00:00.000Z',
  endAt: '2026-10-07T10:30:00.000Z',
  timeZone: 'Pacific/Auckland',
  hours: 5.5,
  rateCents: 1650,
  addOnCents: 1250,
  sumCents: 9075,
  totalCents: 10325,
  status: 'open',
  feedback: null,
  declinedAt: null,
  declineRefusal: null,
  isOwn: true,
};

describe('PayrollLines', () => {
  it("shows when a line was worked in the person's time zone, with its sum and total", () => {
    renderWithProviders(<PayrollLines items={[line]} />);
    const card = screen.getByTestId('payroll-line-9');
    expect(within(card).getByText('Wed 7 Oct, 18:00–23:30')).toBeTruthy();
    expect(within(card).getByText('€103.25')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/payroll-items/9');
  });

  it('pins declined lines first, above the earlier ones', () => {
    const declined = { ...line, id: 10, status: 'declined' as const, description: 'Load-in' };
    renderWithProviders(<PayrollLines items={[line, declined]} />);
    const cards = screen.getAllByTestId(/^payroll-line-/);
    expect(cards.map((card) => card.dataset.status)).toEqual(['declined', 'open']);
  });
});
