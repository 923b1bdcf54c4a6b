import type { Appointment } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { toast } from '@/lib/toasts';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { AppointmentPage } from './appointment-page';

const fitting: Appointment = {
  id: 7,
  person: { id: 3, name: 'Sanne de Vries' },
  subject: 'Uniform fitting',
  date: '2026-11-26',
  startTime: '14:00',
  endTime: '14:30',
  startsAt: '2026-11-26T13:00:00.000Z',
  endsAt: '2026-11-26T13:30:00.000Z',
  timeZone: 'Europe/Amsterdam',
  place: 'Warehouse, Nieuwe Kade 4',
  videoLink: null,
  notes: 'Bring your safety shoes',
  status: 'proposed',
  answerComment: null,
  organiser: 'Lucas Visser',
  canAnswer: true,
  canEdit: false,
};

beforeAll(loadTexts);

describe('AppointmentPage', () => {
  it('lets the person invited accept with a note', async () => {
    server.use(
      apiGet('/appointments/:id', fitting),
      apiPost('/appointments/:id/answer', { ...fitting, status: 'accepted' }),
    );
    renderWithProviders(<AppointmentPage id={7} />);
    expect(await screen.findByTestId('appointment-details')).toBeTruthy();
    expect(screen.getByText('Awaiting answer')).toBeTruthy();
    expect(screen.getByText('Warehouse, Nieuwe Kade 4')).toBeTruthy();
    expect(screen.queryByTestId('appointment-edit')).toBeNull();
    vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('appointment-comment'), 'I will be there');
    await user.click(screen.getByTestId('appointment-accept'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You accepted the appointment'));
    expect(sentRequests({ method: 'POST', path: '/appointments/7/answer' })[0]?.body).toEqual({
      answer: 'accepted',
      comment: 'I will be there',
    });
  });

  it('offers organisers to change or cancel, not to answer', async () => {
    server.use(apiGet('/appointments/:id', { ...fitting, canAnswer: false, canEdit: true }));
    renderWithProviders(<AppointmentPage id={7} />);
    expect(await screen.findByTestId('appointment-edit')).toBeTruthy();
    expect(screen.getByTestId('appointment-cancel')).toBeTruthy();
    expect(screen.queryByTestId('appointment-accept')).toBeNull();
  });

  it('says the appointment was not found', async () => {
    server.use(apiGet('/appointments/:id', apiError(404, 'NOT_FOUND')));
    renderWithProviders(<AppointmentPage id={7} />);
    expect(await screen.findByText('Appointment not found')).toBeTruthy();
  });
});
