import type { ProfileApprovals } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ProfileApprovalsPage } from './profile-approvals-page';

beforeAll(loadTexts);

const person = { id: 7, name: 'Daan Jansen' };
const queue: ProfileApprovals = {
  changeRequests: [
    {
      id: 11,
      field: 'city',
      value: 'Schiedam',
      currentValue: 'Rotterdam',
      status: 'pending',
      reason: null,
      createdAt: '2026-11-23T09:00:00.000Z',
      decidedAt: null,
      person,
    },
  ],
  pictures: [
    {
      id: 21,
      url: '/api/v1/file/5?expires=1&signature=x',
      currentUrl: null,
      status: 'pending',
      reason: null,
      createdAt: '2026-11-23T09:00:00.000Z',
      decidedAt: null,
      person,
    },
  ],
};

describe('ProfileApprovalsPage', () => {
  it('approves a personal data change', async () => {
    server.use(
      apiGet('/profileApprovals', queue),
      apiPost('/personChangeRequests/:id/approve', {
        ...queue.changeRequests[0],
        status: 'approved',
      }),
    );
    renderWithProviders(<ProfileApprovalsPage />);
    const row = await screen.findByTestId('change-request-11');
    expect(within(row).getByText('Rotterdam')).toBeTruthy();
    expect(within(row).getByText('Schiedam')).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Approve/ }));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' }).map((call) => call.path)).toEqual([
        '/personChangeRequests/11/approve',
      ]),
    );
  });

  it('rejects a new picture with a reason', async () => {
    server.use(
      apiGet('/profileApprovals', queue),
      apiPost('/profilePictures/:id/reject', {
        ...queue.pictures[0],
        status: 'rejected',
        reason: 'Sunglasses',
      }),
    );
    renderWithProviders(<ProfileApprovalsPage />);
    const row = await screen.findByTestId('picture-request-21');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Reject/ }));
    const form = await screen.findByTestId('reject-form');
    await user.type(within(form).getByLabelText('Reason'), 'Sunglasses');
    await user.click(screen.getByTestId('reject-submit'));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST', path: '/profilePictures/21/reject' })[0]?.body).toEqual(
        { reason: 'Sunglasses' },
      ),
    );
  });
});
