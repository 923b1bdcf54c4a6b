import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Api } from '../support/api';
import { addDays } from '../support/dates';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import {
  clientCompany,
  lookups,
  planningContext,
  successToast,
  today,
  uniqueName,
  type ProjectRecord,
} from './planning-helpers';

test.use(planningContext);

/** The planning mailbox of the demo tenant: the office reads what was sent to it. */
const mailbox = 'planning@demo.crewhub.app';

let planner: Api;
let project: ProjectRecord;

test.beforeAll(async ({ apiAs }) => {
  planner = await apiAs('planner');
  const ids = await lookups(planner);
  const contact = ids.contactOf(clientCompany);
  const date = addDays(today(), 12);
  project = await planner.post<ProjectRecord>('/projects', {
    name: uniqueName('Invitation Expo'),
    companyId: contact.companyId,
    contactId: contact.id,
    beginDate: date,
    endDate: addDays(date, 1),
    state: 'confirmed',
    crews: [date, addDays(date, 1)].map((day, index) => ({
      name: index === 0 ? 'Build-up' : 'Show day',
      date: day,
      shift: 'day',
      positions: [
        {
          functionId: ids.functionId('Stagehand'),
          startTime: '08:00',
          endTime: '16:00',
          amountOfRows: 2,
          chargeableHours: 8,
        },
      ],
    })),
  });
});

test('a planner sends the shifts as a calendar invitation the mail carries as iCalendar REQUEST', async ({
  pageAs,
}) => {
  const page = await pageAs('planner', {
    viewport: viewports.desktop,
    at: `/projects/${project.number}`,
  });
  await page.getByTestId('project-share-button').click();
  await page.getByTestId('share-invitation').click();
  const form = page.getByTestId('calendar-invitation-form');
  await form.getByLabel('E-mail address').fill(mailbox);
  await screenshot(page, 'project-calendar-invitation-desktop');
  await successToast(page, 'invitation will be sent to the email address', () =>
    form.getByRole('button', { name: 'Send invitation' }).click(),
  );

  // The office opens the mail in the planning mailbox and downloads its calendar part.
  const office = await pageAs('office', { viewport: viewports.phone, at: '/mailbox' });
  await office.getByTestId('mailbox-select').click();
  await office.getByRole('option', { name: /^Planning/ }).click();
  await office
    .getByTestId('message-list')
    .getByRole('link', { name: new RegExp(project.number) })
    .first()
    .click();
  const attachments = office.getByTestId('email-attachments');
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    attachments.getByRole('link', { name: `Download ${project.number}.ics` }).click(),
  ]);
  const ics = await readFile(await download.path(), 'utf8');

  // Parsed by ical.js, a parser nobody here wrote: an invitation, one event per crew.
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(2);
  for (const event of events) {
    expect(String(event.getFirstPropertyValue('uid'))).toMatch(/^project-crew-\d+@/);
    expect(Number(event.getFirstPropertyValue('sequence'))).toBe(0);
    expect(String(event.getFirstPropertyValue('organizer'))).toMatch(/^mailto:no-reply@/i);
    expect(String(event.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${mailbox}`);
  }
  const summaries = events.map((event) => String(event.getFirstPropertyValue('summary')));
  expect(summaries).toEqual([`${project.name} - Build-up`, `${project.name} - Show day`]);
});

test('a planner removes a crew nobody is on yet; invited calendars get it cancelled', async ({
  pageAs,
}) => {
  const page = await pageAs('planner', {
    viewport: viewports.desktop,
    at: `/projects/${project.number}`,
  });
  const showDay = page.locator('[data-testid^="crew-card-"]').filter({ hasText: 'Show day' });
  await showDay.getByRole('button', { name: 'Remove crew' }).click();
  await successToast(page, 'Crew Show day has been removed', () =>
    page.getByTestId('confirm-modal-confirm').click(),
  );
  await expect(showDay).toHaveCount(0);
  const crews = await planner.get<{ name: string }[]>(`/projects/${project.number}/projectCrews`);
  expect(crews.map((crew) => crew.name)).toEqual(['Build-up']);
  // The CANCEL of the removed UID leaves with the invitations' update a minute later: its
  // iCalendar part is checked, parsed by ical.js, in project-resources.routes.test.ts.
});
