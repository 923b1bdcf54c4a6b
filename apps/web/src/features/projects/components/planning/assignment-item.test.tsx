import type { CrewItemStatus } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiPost, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { buildBooking } from '@/testing/planning-factories';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { AssignmentItem } from './assignment-item';
import { PlanningProvider } from './planning-context';

const booking = (status: CrewItemStatus) => buildBooking({ status });

const renderItem = (status: CrewItemStatus, canEdit = true) =>
  renderWithProviders(
    <PlanningProvider value={{ projectNumber: 'P-2026-001', canEdit, canAddPositions: canEdit }}>
      <AssignmentItem person={booking(status)} />
    </PlanningProvider>,
  );

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(apiPost('/projectCrewItemStatus/:id/:action', booking('cancelled')));
});

describe('AssignmentItem', () => {
  it('keeps confirm and not needed at hand and cancels a request from the menu', async () => {
    renderItem('requested');
    const user = userEvent.setup();
    expect(screen.getByTestId('assignment-action-activate').textContent).toBe('Confirm');
    expect(screen.getByTestId('assignment-action-notNeeded')).toBeTruthy();
    expect(screen.queryByTestId('assignment-action-cancel')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions for Sophie Bos' }));
    expect((await screen.findByTestId('assignment-action-spare')).textContent).toBe(
      'Move to spare',
    );
    await user.click(screen.getByTestId('assignment-action-cancel'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The booking is cancelled'));
    expect(sentCalls()).toEqual(['POST /projectCrewItemStatus/7/cancel']);
  });

  it('offers only asking again once cancelled, and nothing without projects EDIT', () => {
    const { unmount } = renderItem('cancelled');
    expect(screen.getByTestId('assignment-action-reactivate')).toBeTruthy();
    expect(screen.queryByTestId('assignment-more')).toBeNull();
    unmount();
    renderItem('requested', false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
