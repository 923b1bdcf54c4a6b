import type { HomeDashboard } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { emptyHome } from '@/testing/home-dashboard';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';

const project = { id: 1, number: 'P-2026-042', name: 'Winter Expo' };
const none = { total: 0, items: [] };

const renderHome = async (home: Partial<HomeDashboard>, canReadProjects = true) => {
  server.use(apiGet('/home', { ...emptyHome, ...home }));
  renderWithProviders(<HomePage displayName="Emma" viewer={{ personId: 3, canReadProjects }} />);
  await screen.findByTestId('home-shortcuts');
};

/** The section titles in screen order. */
const sectionTitles = () =>
  screen
    .getAllByTestId(/^home-section-/)
    .map((section) => section.getAttribute('data-testid')?.replace('home-section-', ''));

beforeAll(loadTexts);

describe('role homes', () => {
  it("shows a planner the fortnight's fill rate, conflicts first, and positions to staff", async () => {
    await renderHome({
      planner: {
        staffing: { needed: 20, booked: 15 },
        positionsToStaff: {
          total: 7,
          items: [
            {
              positionId: 9,
              project,
              crewName: 'Hall 1',
              functionName: 'Stagehand',
              startDate: '2026-11-24',
              startTime: '08:00',
              endTime: '17:00',
              needed: 3,
              booked: 1,
            },
          ],
        },
        requestsWaiting: none,
        applications: {
          total: 1,
          items: [
            {
              assignmentId: 5,
              personName: 'Sanne de Vries',
              functionName: 'Stagehand',
              project,
              startDate: '2026-11-24',
            },
          ],
        },
        conflicts: {
          total: 1,
          items: [
            {
              assignmentId: 6,
              personName: 'Daan Jansen',
              functionName: 'Rigger',
              project,
              startDate: '2026-11-25',
              kind: 'doubleBooking',
            },
          ],
        },
        todosDue: none,
      },
    });
    expect(sectionTitles()).toEqual(['staffing', 'conflicts', 'positionsToStaff', 'applications']);
    expect(screen.getByText('75% staffed: 15 of 20 people booked')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Staffing of the next 14 days' })).toBeTruthy();
    const position = screen.getByTestId('home-position-9');
    expect(position.getAttribute('href')).toBe('/projects/P-2026-042');
    expect(within(position).getByText('1 of 3 booked')).toBeTruthy();
    expect(
      within(screen.getByTestId('home-section-positionsToStaff')).getByText('And 6 more'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('home-conflict-6')).getByText('Booked twice')).toBeTruthy();
  });

  it('pins the declined payroll line first on the office home and links only what opens', async () => {
    await renderHome(
      {
        office: {
          declinedLines: {
            total: 1,
            items: [
              {
                id: 44,
                payrollNumber: 'PR-2026-10-0002',
                personName: 'Daan Jansen',
                description: 'Shift 12 Nov',
                feedback: 'I worked until 23:00',
              },
            ],
          },
          uploads: {
            total: 1,
            items: [{ id: 8, name: 'Site map', typeName: 'Map', ownerName: null, project }],
          },
          profileApprovals: { changes: 2, pictures: 1 },
          receipts: none,
          overdueInvoices: none,
          unreadMail: [{ mailboxId: null, name: 'Lucas', unread: 3 }],
        },
      },
      false,
    );
    expect(sectionTitles()).toEqual(['declinedLines', 'profileApprovals', 'uploads', 'unreadMail']);
    expect(screen.getByTestId('home-declined-44').getAttribute('href')).toBe('/payroll-items/44');
    expect(screen.getByTestId('home-profile-approvals').getAttribute('href')).toBe(
      '/profile-approvals',
    );
    expect(screen.getByText('2 data changes · 1 picture')).toBeTruthy();
    // The office reads no projects, yet settles every upload in its own queue.
    expect(screen.getByTestId('home-upload-approval-8').getAttribute('href')).toBe(
      '/document-approvals',
    );
    expect(screen.getByTestId('home-mailbox-own').getAttribute('href')).toBe(
      '/mailbox?mailbox=own',
    );
  });

  it("shows a client their projects' fill rate, delivery notes and invoices due", async () => {
    await renderHome({
      client: {
        projects: {
          total: 1,
          items: [
            {
              ...project,
              beginDate: '2026-11-22',
              endDate: '2026-11-24',
              ongoing: true,
              staffing: { needed: 4, booked: 4 },
            },
          ],
        },
        deliveryNotes: {
          total: 1,
          items: [{ projectCrewId: 3, crewName: 'Hall 1', date: '2026-11-22', project }],
        },
        invoicesDue: {
          total: 1,
          items: [
            {
              number: 'INV-1',
              companyName: 'Ahoy',
              dueDate: '2026-11-20',
              totalCents: 12100,
              overdue: true,
            },
          ],
        },
      },
    });
    expect(sectionTitles()).toEqual(['clientProjects', 'clientDeliveryNotes', 'invoicesDue']);
    const row = screen.getByTestId('home-client-project-P-2026-042');
    expect(within(row).getByText('4 of 4 booked')).toBeTruthy();
    // Clients cannot open crew pages: the delivery note leads to the project.
    expect(screen.getByTestId('home-client-note-3').getAttribute('href')).toBe(
      '/projects/P-2026-042',
    );
    expect(within(screen.getByTestId('home-invoice-INV-1')).getByText('Overdue')).toBeTruthy();
  });
});
