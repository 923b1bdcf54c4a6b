import { plusCrewValueTypes, type PlusCrew, type PlusCrewValue } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PlusCrewDashboardPage } from './plus-crew-dashboard-page';

const crew: PlusCrew = {
  id: 5,
  number: 'PC-001',
  name: 'Bar Noord',
  crewType: 'bar',
  members: [],
  clientContact: null,
  hasGuestPassword: true,
  importMapping: null,
};

const valueOf = (id: number, tracked = true): PlusCrewValue => {
  const type = plusCrewValueTypes.find((candidate) => candidate.id === id)!;
  return {
    id: id + 10,
    plusCrewId: 5,
    valueTypeId: id,
    valueTypeCode: type.code,
    caption: type.caption,
    tracked,
    bonusShareBasisPoints: type.code === 'teamBonus' ? 1000 : null,
    targetMode: type.code === 'targetTurnover' ? 'perDay' : null,
    targetAmountCents: type.code === 'targetTurnover' ? 10_000 : null,
  };
};

const row = (valueTypeId: number, date: string, amountCents: number | null, hours = null) => ({
  id: Math.round(Math.random() * 1e6),
  plusCrewValueId: valueTypeId + 10,
  valueTypeId,
  date,
  amountCents,
  hours,
  dataSourceType: 'manual',
});

// A leap February gone by: two rows on the 29th, 10 % of the turnover above target.
const rowsByType: Record<string, unknown[]> = {
  '2': [row(2, '2028-02-01', 150_000), row(2, '2028-02-29', 100_000), row(2, '2028-02-29', 90_000)],
  '3': [{ ...row(3, '2028-02-01', null), hours: 20 }],
  '4': [],
};

const answer = (values: PlusCrewValue[]) =>
  server.use(
    apiGet('/plusCrews/:number', crew),
    apiGet('/plusCrewValueTypes', plusCrewValueTypes),
    apiGet('/plusCrewValues', values),
    apiGet('/plusCrewValueDatas', ({ query }) => rowsByType[query.get('valueTypeId') ?? ''] ?? []),
  );

beforeAll(loadTexts);

describe('PlusCrewDashboardPage', () => {
  it("sums the month's rows into the figures, bonus and forecast", async () => {
    answer([1, 2, 3, 4].map((id) => valueOf(id)));
    renderWithProviders(<PlusCrewDashboardPage number="PC-001" canEdit={false} />, {
      route: '/plus-crews/PC-001?date=2028-02-10',
    });
    const turnover = await screen.findByTestId('figure-turnover');
    expect(turnover.textContent).toContain('€3,400.00');
    expect(screen.getByTestId('figure-target').textContent).toContain('€2,900.00');
    expect(screen.getByTestId('figure-hours').textContent).toContain('20');
    expect(within(screen.getByTestId('figure-bonus')).getByText('€50.00')).toBeTruthy();
    expect(screen.getByTestId('target-progress').textContent).toContain('117% of €2,900.00');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    const asked = sentRequests({ path: '/plusCrewValueDatas' }).map((call) =>
      call.query.get('dateTo'),
    );
    expect(new Set(asked)).toEqual(new Set(['2028-02-29']));
  });

  it('says the required value types were not found when one is not tracked', async () => {
    answer([valueOf(1), valueOf(2), valueOf(3, false), valueOf(4)]);
    renderWithProviders(<PlusCrewDashboardPage number="PC-001" canEdit />, {
      route: '/plus-crews/PC-001?date=not-a-date',
    });
    expect((await screen.findByTestId('dashboard-error')).textContent).toContain(
      'Required value types not found',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });
});
