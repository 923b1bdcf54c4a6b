import type { PublicPayroll, PublicPayrolls } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiGet, sentCalls, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PublicPayrollPage, PublicPayrollsPage } from './public-payrolls';

const token = 'k'.repeat(43);
const summary = {
  id: 7,
  number: 'PR-2026-10-0001',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  status: 'paid' as const,
  totalCents: 22656,
  paymentDate: '2026-11-10',
  declinedItemCount: 0,
};

beforeAll(loadTexts);

describe('PublicPayrollsPage', () => {
  it('lists the payrolls, sending the token in the header and linking on with it', async () => {
    const answer: PublicPayrolls = {
      personName: 'Cas Crew',
      expiresAt: '2026-12-23T09:00:00.000Z',
      payrolls: [summary],
    };
    server.use(apiGet('/public/payrolls', answer));
    renderWithProviders(<PublicPayrollsPage />, { route: `/public/payrolls?token=${token}` });
    expect(await screen.findByText('Payrolls of Cas Crew')).toBeTruthy();
    const card = screen.getByTestId('payroll-card-PR-2026-10-0001').querySelector('a')!;
    expect(card.getAttribute('href')).toBe(`/public/payrolls/PR-2026-10-0001?token=${token}`);
    expect(sentRequests()[0]!.headers.get('x-payroll-link')).toBe(token);
    expect(sentRequests()[0]!.headers.get('authorization')).toBeNull();
  });

  it('shows nothing but "invalid link" without a token, and asks nothing', async () => {
    renderWithProviders(<PublicPayrollsPage />, { route: '/public/payrolls' });
    expect(await screen.findByTestId('payroll-link-invalid')).toBeTruthy();
    expect(sentCalls()).toEqual([]);
  });

  it('says the link is invalid when the server does not know it', async () => {
    server.use(apiGet('/public/payrolls', apiError(404, 'LINK_INVALID')));
    renderWithProviders(<PublicPayrollsPage />, { route: `/public/payrolls?token=${token}` });
    expect(await screen.findByText('This link is invalid or has expired')).toBeTruthy();
  });
});

describe('PublicPayrollPage', () => {
  it('shows the lines without links and the payments', async () => {
    const answer: PublicPayroll = {
      payroll: { ...summary, personName: 'Cas Crew' },
      items: [
        {
          id: 1,
          description: 'Load-out Ahoy',
          beginAt: '2026-10-03T18:00:00.000Z',
          endAt: '2026-10-04T02:00:00.000Z',
          hours: 8,
          rateCents: 1650,
          addOnCents: 0,
          sumCents: 13200,
          totalCents: 13200,
          status: 'open',
          timeZone: 'Europe/Amsterdam',
        },
      ],
      bankTransfers: [{ id: 3, date: '2026-11-10', amountCents: 22656, reference: 'SAL 10' }],
    };
    server.use(apiGet('/public/payrolls/:number', answer));
    renderWithProviders(<PublicPayrollPage number="PR-2026-10-0001" />, {
      route: `/public/payrolls/PR-2026-10-0001?token=${token}`,
    });
    expect(await screen.findByText('Load-out Ahoy')).toBeTruthy();
    expect(screen.getByTestId('payroll-line-1').querySelector('a')).toBeNull();
    expect(screen.getByText('SAL 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All payrolls' }).getAttribute('href')).toBe(
      `/public/payrolls?token=${token}`,
    );
  });
});
