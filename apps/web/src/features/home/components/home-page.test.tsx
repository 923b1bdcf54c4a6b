import type { AgendaItem, DocumentItem, HomeDashboard } from '@crewhub/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { buildJob } from '@/testing/build-job';
import { HomePage } from './home-page';

const times = {
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  startTime: '08:00',
  endTime: '17:00',
  startsAt: '2026-11-23T07:00:00.000Z',
  endsAt: '2026-11-23T16:00:00.000Z',
};
const project = { id: 1, number: 'P-2026-042', name: 'Winter Expo' };
const job = buildJob({ project, ...times, startDate: '2026-11-24', endDate: '2026-11-24' });
const ledCrew: AgendaItem = {
  kind: 'crew',
  projectCrewId: 3,
  name: 'Hall 1 build-up',
  shift: 'day',
  project,
  location: null,
  ...times,
};

const home: HomeDashboard = {
  lastVisitAt: null,
  warnings: [],
  now: [ledCrew],
  ongoingProjects: [
    { ...project, beginDate: '2026-11-22', endDate: '2026-11-24', via: { kind: 'job', id: 7 } },
  ],
  changes: [],
  jobsToConfirm: [],
  payrollsToConfirm: [
    {
      id: 21,
      number: 'PR-2026-10-0001',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      status: 'to_confirm',
      totalCents: 123450,
      paymentDate: null,
      declinedItemCount: 1,
    },
  ],
  formsToFill: [
    {
      resultId: 31,
      formId: 4,
      name: 'Crew intake',
      slug: 'crew-intake',
      kind: 'general',
      dueDate: '2026-11-30',
      answered: 2,
      total: 5,
    },
  ],
  unsignedDeliveryNotes: [],
  documentsToSign: [],
  documentsToUpload: [
    { typeId: 5, typeName: 'ID card', rejected: { id: 40, name: 'Blurry ID' } },
    { typeId: 6, typeName: 'VCA safety certificate', rejected: null },
  ],
  appointments: [
    {
      id: 7,
      person: { id: 3, name: 'Sanne de Vries' },
      subject: 'Uniform fitting',
      date: '2026-11-24',
      startTime: '14:00',
      endTime: '14:30',
      startsAt: '2026-11-24T13:00:00.000Z',
      endsAt: '2026-11-24T13:30:00.000Z',
      timeZone: 'Europe/Amsterdam',
      place: 'Warehouse',
      videoLink: null,
      notes: null,
      status: 'proposed',
      answerComment: null,
      organiser: 'Lucas Visser',
      canAnswer: true,
      canEdit: false,
    },
  ],
  ongoingAndNextJobs: [ledCrew, { kind: 'job', ...job }],
  informationLinks: [],
  shortcuts: [],
  planner: null,
  office: null,
  client: null,
};

const uploaded: DocumentItem = {
  id: 50,
  name: 'vca',
  typeId: 6,
  typeName: 'VCA safety certificate',
  category: 'crew_member',
  projectId: null,
  projectNumber: null,
  personId: 11,
  personName: 'Cas Crew',
  companyId: null,
  documentDate: '2026-11-23',
  status: 'pending',
  file: null,
  createdAt: '2026-11-23T09:00:00.000Z',
};

const viewer = { personId: 11, canReadProjects: false };

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(apiGet('/home', home), apiPost('/persons/:id/documents', reply(201, uploaded)));
});

describe('HomePage', () => {
  it('shows crews I lead beside my jobs, each opening its own page', async () => {
    renderWithProviders(<HomePage displayName="Cas" viewer={viewer} />);
    const now = await screen.findByTestId('home-section-now');
    expect(within(now).getByTestId('home-crew-3').getAttribute('href')).toBe('/crews/3');
    const next = screen.getByTestId('home-section-jobs');
    expect(within(next).getByTestId('home-crew-3').getAttribute('href')).toBe('/crews/3');
    expect(within(next).getByTestId('home-job-7').getAttribute('href')).toBe('/jobs/7');
    expect(within(next).getByText('Crew chief')).toBeTruthy();
  });

  it('opens payrolls to confirm and forms to fill on their own screens', async () => {
    renderWithProviders(<HomePage displayName="Cas" viewer={viewer} />);
    const payroll = await screen.findByTestId('home-payroll-21');
    expect(payroll.getAttribute('href')).toBe('/payrolls/PR-2026-10-0001');
    expect(within(payroll).getByText('1 line declined')).toBeTruthy();
    expect(within(payroll).getByText('October 2026')).toBeTruthy();
    expect(within(payroll).getByText(/€1,234\.50/)).toBeTruthy();
    const form = screen.getByTestId('home-form-31');
    expect(form.getAttribute('href')).toBe('/forms/31/crew-intake');
    expect(within(form).getByText('Due Mon 30 Nov · 2 of 5 answered')).toBeTruthy();
  });

  it('lists appointments of today and tomorrow, marking those awaiting an answer', async () => {
    renderWithProviders(<HomePage displayName="Cas" viewer={viewer} />);
    const appointment = await screen.findByTestId('home-appointment-7');
    expect(appointment.getAttribute('href')).toBe('/appointments/7');
    expect(within(appointment).getByText('Uniform fitting')).toBeTruthy();
    expect(within(appointment).getByText('Awaiting your answer')).toBeTruthy();
    expect(screen.getByText('Appointments today and tomorrow')).toBeTruthy();
  });

  it('sends crew without projects READ to their job, not the project', async () => {
    renderWithProviders(<HomePage displayName="Cas" viewer={viewer} />);
    const projects = await screen.findByTestId('home-section-projects');
    expect(within(projects).getByRole('link').getAttribute('href')).toBe('/jobs/7');
  });

  it('uploads a requested paper from the documents block', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage displayName="Cas" viewer={viewer} />);
    expect(
      await screen.findByText('“Blurry ID” was rejected: please upload it again'),
    ).toBeTruthy();
    await user.click(screen.getByTestId('home-upload-6'));
    const dialog = await screen.findByTestId('upload-own-document');
    await user.click(within(dialog).getByTestId('upload-own-submit'));
    expect(within(dialog).getByText('Choose a file to upload.')).toBeTruthy();

    const file = new File(['%PDF-1.7'], 'vca.pdf', { type: 'application/pdf' });
    // Mantine's FileInput keeps the real file input hidden beside its button.
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(within(dialog).getByTestId('upload-own-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [upload] = sentRequests({ method: 'POST' });
    expect(upload?.path).toBe('/persons/11/documents');
    expect((upload?.body as FormData).get('typeId')).toBe('6');
    await waitFor(() => expect(screen.queryByTestId('upload-own-document')).toBeNull());
  });
});

describe("the start's first home", () => {
  /** Per commit of the page: were the greeting and any block on screen? */
  const renderCommits = async () => {
    // A fresh page module: only the first home since the page loaded paints in two.
    vi.resetModules();
    const { HomePage: FreshHomePage } = await import('./home-page');
    const { homeKeys } = await import('../api/get-home');
    const commits: string[] = [];
    const record = () => {
      const shown = (testId: string) => document.querySelector(`[data-testid^="${testId}"]`);
      commits.push(
        `greeting ${Boolean(shown('home-greeting'))}, blocks ${Boolean(shown('home-section-'))}`,
      );
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(homeKeys.all, home);
    const page = () => (
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <Profiler id="home" onRender={record}>
              <FreshHomePage displayName="Cas Crew" viewer={viewer} />
            </Profiler>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
    const view = render(page());
    await screen.findByTestId('home-section-now');
    const first = [...commits];
    // Back on the home later: its answer is here, so the blocks come at once.
    view.unmount();
    commits.length = 0;
    render(page());
    return { first, later: commits };
  };

  it('paints the greeting before the blocks, which come at once on a later visit', async () => {
    const { first, later } = await renderCommits();
    expect(first[0]).toBe('greeting true, blocks false');
    expect(first.at(-1)).toBe('greeting true, blocks true');
    expect(later[0]).toBe('greeting true, blocks true');
  });
});
