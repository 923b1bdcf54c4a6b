import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { buildBooking } from '@/testing/planning-factories';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { AssignmentItem } from './assignment-item';
import { PlanningProvider } from './planning-context';

const requested = buildBooking();

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

describe('confirming despite a working-time rule', () => {
  it('asks for a reason instead of a toast, then confirms again with it', async () => {
    server.use(
      apiPost('/projectCrewItemStatus/:id/:action', (request) =>
        (request.body as { overrideReason?: string }).overrideReason
          ? { ...requested, status: 'confirmed' }
          : apiError(409, 'WORKING_TIME_REST_TOO_SHORT'),
      ),
      apiGet('/projectCrewItems/:id/workingTime', {
        personId: 9,
        breaches: [{ rule: 'rest', limitMinutes: 660, actualMinutes: 480, differenceMinutes: 180 }],
      }),
    );
    renderWithProviders(
      <PlanningProvider value={{ projectNumber: 'P-1', canEdit: true, canAddPositions: true }}>
        <AssignmentItem person={requested} />
      </PlanningProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('assignment-action-activate'));
    const dialog = await screen.findByTestId('working-time-override');
    expect(
      await within(dialog).findByText('Rest between shifts 8 h: 3 h short of 11 h'),
    ).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(within(dialog).getByTestId('working-time-confirm'));
    expect(
      await within(dialog).findByText('Give a reason to confirm despite the rules'),
    ).toBeTruthy();
    await user.type(within(dialog).getByTestId('working-time-reason'), 'Agreed with Sophie');
    await user.click(within(dialog).getByTestId('working-time-confirm'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The person is confirmed'));
    const posts = sentRequests({ method: 'POST' });
    expect(posts.map((call) => call.body)).toEqual([{}, { overrideReason: 'Agreed with Sophie' }]);
    await waitFor(() => expect(screen.queryByTestId('working-time-override')).toBeNull());
  });

  it('shows other refusals as a toast, as before', async () => {
    server.use(apiPost('/projectCrewItemStatus/:id/:action', apiError(409, 'CONFLICT')));
    renderWithProviders(
      <PlanningProvider value={{ projectNumber: 'P-1', canEdit: true, canAddPositions: true }}>
        <AssignmentItem person={requested} />
      </PlanningProvider>,
    );
    await userEvent.setup().click(screen.getByTestId('assignment-action-activate'));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.queryByTestId('working-time-override')).toBeNull();
  });
});
