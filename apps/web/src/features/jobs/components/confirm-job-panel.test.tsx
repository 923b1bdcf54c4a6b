import type { CrewItemStatus, JobDetail } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ConfirmJobPanel } from './confirm-job-panel';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const hour = 3_600_000;

const job = (status: CrewItemStatus, startsInMs: number): JobDetail => ({
  id: 12,
  status,
  projectCrewItemId: 3,
  projectCrewId: 4,
  project: { id: 1, number: 'P-1', name: 'Festival' },
  crewName: 'Stage',
  shift: 'Day',
  functionName: 'Stagehand',
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  startTime: '08:00',
  endTime: '17:00',
  startsAt: new Date(Date.now() + startsInMs).toISOString(),
  endsAt: new Date(Date.now() + startsInMs + 9 * hour).toISOString(),
  spare: false,
  location: null,
  isCrewChief: false,
  confirmedAt: null,
  checkInAt: null,
  checkOutAt: null,
  canConfirm: status === 'requested' && startsInMs > 0,
  hasChanged: false,
  crewInfo: null,
  catering: null,
  crewChief: null,
  projectManager: null,
  contactOnSite: null,
});

beforeAll(loadTexts);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ConfirmJobPanel', () => {
  it('confirms a requested job before it starts', async () => {
    const requested = job('requested', 5 * hour);
    fetchMock.mockResolvedValue(
      json(200, { message: 'job has not started', job: { ...requested, status: 'confirmed' } }),
    );
    renderWithProviders(<ConfirmJobPanel job={requested} />);
    await userEvent.setup().click(screen.getByTestId('confirm-job-button'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/jobs/12/confirmation');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('sends to planning once the job has started', () => {
    renderWithProviders(<ConfirmJobPanel job={job('requested', -hour)} />);
    expect(screen.queryByTestId('confirm-job-button')).toBeNull();
    expect(screen.getByTestId('job-already-started').textContent).toBe(
      'This job has already started, please contact planning to confirm it.',
    );
    expect(screen.getByTestId('contact-planning-button').getAttribute('href')).toBe(
      '/jobs/12/contact-project-manager',
    );
  });

  it('shows nothing to do for a confirmed job', () => {
    renderWithProviders(<ConfirmJobPanel job={job('confirmed', hour)} />);
    expect(screen.getByTestId('job-confirmed')).toBeTruthy();
    expect(screen.queryByTestId('confirm-job-button')).toBeNull();
  });
});
