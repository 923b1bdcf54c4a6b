import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

type Appointment = { id: number; status: string };

test.use(crewContext);

let office: Api;
let crew: Api;

test.beforeAll(async ({ apiAs }) => {
  office = await apiAs('office');
  crew = await apiAs('crew');
});

/** Today in the demo tenant's time zone, so the appointment lands in the calendar's month. */
const todayInAmsterdam = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

test('crew accept an appointment from the office and find it on their calendar, in Dutch', async ({
  crewPage: page,
}) => {
  const date = todayInAmsterdam();
  const made = await office.post<Appointment>('/appointments', {
    personId: crew.personId,
    subject: 'Passen nieuw uniform',
    date,
    startTime: '20:00',
    endTime: '20:30',
    place: 'Magazijn, Nieuwe Kade 4',
  });
  expect(made.status).toBe('proposed');

  await page.setViewportSize(viewports.phone);
  await page.goto(`/appointments/${made.id}`);
  await expect(page.getByTestId('page-title')).toHaveText('Passen nieuw uniform');
  await expect(page.getByTestId('appointment-details')).toContainText('Wacht op antwoord');
  await page.getByTestId('appointment-accept').click();
  await expect(page.getByTestId('toast-success')).toContainText('Je hebt de afspraak geaccepteerd');
  await expect(page.getByTestId('appointment-details')).toContainText('Geaccepteerd');

  await page.goto('/personal-calendar');
  await page.getByTestId(`calendar-day-${date}`).click();
  const event = page.getByTestId(`calendar-event-appointment-${made.id}`);
  await expect(event).toContainText('Passen nieuw uniform');
  await expect(event).toContainText('Afspraak');
  await expect(page.getByText('Afspraak', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'appointment-on-calendar-phone');
  await event.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${made.id}$`));
});
