import type { Page } from '@playwright/test';
import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { addDays } from '../support/dates';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screens';
import { idOf } from '../support/test-ids';

type Job = {
  id: number;
  status: string;
  projectCrewItemId: number;
  startDate: string;
  project: { name: string };
};
type JobPage = { items: Job[] };
type Application = { personId: number; status: string };
type CalendarMonth = { days: { date: string }[] };

test.use(crewContext);

let crew: Api;
let planner: Api;

test.beforeAll(async ({ apiAs }) => {
  [crew, planner] = await Promise.all([apiAs('crew'), apiAs('planner')]);
});

/** The month (YYYY-MM) the personal calendar shows. */
const shownMonth = async (page: Page) => {
  const first = page.locator('[data-testid^="calendar-day-"]:not([data-outside])').first();
  return ((await first.getAttribute('data-testid')) ?? '').slice('calendar-day-'.length, -3);
};

/** Shows the month of `date` in the personal calendar and picks that day. */
const pickCalendarDay = async (page: Page, date: string) => {
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  const target = date.slice(0, 7);
  for (let month = await shownMonth(page); month < target; month = await shownMonth(page)) {
    await page.getByTestId('calendar-next').click();
    // One month per tap: wait for it before the next tap.
    await expect.poll(() => shownMonth(page)).not.toBe(month);
  }
  expect(await shownMonth(page)).toBe(target);
  const day = page.getByTestId(`calendar-day-${date}`);
  await day.click();
  await expect(day).toHaveAttribute('data-selected', 'true');
  return day;
};

/** Opens the "block dates" dialog on the picked day and fills it in for that one day. */
const blockDay = async (page: Page, date: string, reason: string) => {
  await page.getByTestId('block-date-button').click();
  await expect(page.getByTestId('blockDate-form')).toBeVisible();
  // The dialog starts on the picked day.
  await expect(page.getByTestId('entry-start')).toHaveValue(date);
  await page.getByTestId('block-reason').fill(reason);
  await page.getByTestId('entry-end').fill(date);
};

test.describe("a crew member's own planning", () => {
  test('confirms a requested job before it starts', async ({ pageAs }) => {
    const page = await pageAs('crew', { at: '/jobs' });
    await page.getByTestId('jobs-tab-toConfirm').click();
    const card = page.locator('[data-testid^="job-card-"]').filter({ hasText: 'Fashion Show' });
    await expect(card).toBeVisible();
    const jobId = await idOf(card, 'job-card-');
    await screenshot(page, 'crew-jobs-to-confirm-phone');

    await page.getByTestId(`job-link-${jobId}`).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByTestId('confirm-job-button')).toBeVisible();
    await screenshot(page, 'crew-job-confirm-phone');
    await page.getByTestId('confirm-job-button').click();
    await expect(page.getByTestId('job-confirmed')).toBeVisible();
    await expect(page.getByTestId('confirm-job-button')).toHaveCount(0);
    expect((await crew.get<Job>(`/jobs/${jobId}`)).status).toBe('confirmed');

    // It moved from "to confirm" to "upcoming".
    await page.goto('/jobs?tab=upcoming');
    await expect(page.getByTestId(`job-card-${jobId}`)).toBeVisible();
    await page.getByTestId('jobs-tab-toConfirm').click();
    await expect(page.getByTestId(`job-card-${jobId}`)).toHaveCount(0);
  });

  test('applies for an open vacancy, which the planner then sees, and withdraws again', async ({
    pageAs,
  }) => {
    const page = await pageAs('crew', { at: '/vacancies' });
    const open = page
      .locator('[data-testid^="vacancy-card-"]')
      .filter({ has: page.getByTestId('apply-button') })
      .first();
    await expect(open).toBeVisible();
    const positionId = await idOf(open, 'vacancy-card-');
    const card = page.getByTestId(`vacancy-card-${positionId}`);
    await screenshot(page, 'crew-vacancies-phone');

    await card.getByTestId('apply-button').click();
    await expect(card.getByTestId('applied-badge')).toBeVisible();
    await expect(card.getByTestId('unapply-button')).toBeVisible();
    const applicants = () =>
      planner
        .get<Application[]>(`/projectCrewItems/${positionId}/applications`)
        .then((list) => list.filter((item) => item.personId === crew.personId))
        .then((list) => list.map((item) => item.status));
    expect(await applicants()).toEqual(['applied']);
    await screenshot(page, 'crew-vacancy-applied-phone');

    // "Applied for" lists it among my jobs.
    const applied = await crew.get<JobPage>('/jobs', { tab: 'applied' });
    const job = applied.items.find((item) => item.projectCrewItemId === positionId);
    expect(job?.status).toBe('applied');
    await page.goto('/jobs?tab=applied');
    await expect(page.getByTestId(`job-card-${job!.id}`)).toBeVisible();

    await page.goto('/vacancies');
    await card.getByTestId('unapply-button').click();
    await expect(card.getByTestId('apply-button')).toBeVisible();
    await expect(card.getByTestId('applied-badge')).toHaveCount(0);
    expect(await applicants()).toEqual([]);
  });

  test('blocks a free date in the personal calendar, and deletes it after asking', async ({
    pageAs,
  }) => {
    // A day well ahead with nothing on it yet.
    const today = new Date().toISOString().slice(0, 10);
    let date = addDays(today, 45);
    for (let tries = 0; tries < 60; tries += 1) {
      const month = await crew.get<CalendarMonth>('/personalCalendar', { month: date.slice(0, 7) });
      if (!month.days.some((day) => day.date === date)) break;
      date = addDays(date, 1);
    }
    const page = await pageAs('crew', { at: '/personal-calendar' });
    await expect(page.getByTestId('calendar-grid')).toBeVisible();
    await screenshot(page, 'crew-personal-calendar-phone');
    const day = await pickCalendarDay(page, date);
    await expect(day).toHaveAttribute('data-legend', 'none');

    await blockDay(page, date, 'Sister’s wedding');
    await screenshot(page, 'crew-block-date-phone');
    await page.getByTestId('blockDate-submit').click();
    await expect(page.getByTestId('blockDate-form')).toHaveCount(0);

    await expect(day).toHaveAttribute('data-legend', 'blockedDate');
    const event = page
      .getByTestId('day-panel')
      .locator('[data-testid^="calendar-event-blockDate-"]');
    await expect(event).toBeVisible();
    await expect(event).toContainText('Sister’s wedding');
    const blockDateId = await idOf(event, 'calendar-event-blockDate-');
    const blocked = await crew.get<{ items: { id: number; startDate: string }[] }>('/blockDates');
    expect(blocked.items.find((item) => item.id === blockDateId)?.startDate).toBe(date);
    // Clear of the action bar at the bottom of the phone.
    await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'crew-date-blocked-phone');

    // Deleting asks first, then frees the day again.
    await page.getByTestId(`delete-blockDate-${blockDateId}`).click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(event).toHaveCount(0);
    await expect(day).toHaveAttribute('data-legend', 'none');
    const left = await crew.get<{ items: { id: number }[] }>('/blockDates');
    expect(left.items.some((item) => item.id === blockDateId)).toBe(false);
  });

  test('asks before blocking a date that already has a confirmed job', async ({ pageAs }) => {
    const upcoming = await crew.get<JobPage>('/jobs', { tab: 'upcoming' });
    const job = upcoming.items.find(
      (item) => item.status === 'confirmed' && item.project.name === 'Congress Setup',
    );
    expect(job).toBeDefined();
    const date = job!.startDate;
    const page = await pageAs('crew', { at: '/personal-calendar' });
    const day = await pickCalendarDay(page, date);
    await expect(day).toHaveAttribute('data-legend', 'confirmedJob');

    await blockDay(page, date, 'Dentist');
    await page.getByTestId('blockDate-submit').click();
    const confirm = page.getByTestId('confirm-modal-confirm');
    await expect(confirm).toBeVisible();
    await screenshot(page, 'crew-block-confirmed-date-phone');
    await confirm.click();
    await expect(page.getByTestId('blockDate-form')).toHaveCount(0);

    const panel = page.getByTestId('day-panel');
    await expect(
      panel.locator('[data-testid^="calendar-event-blockDate-"]').filter({ hasText: 'Dentist' }),
    ).toBeVisible();
    // The job stays; the day now shows both.
    await expect(panel.getByTestId(`calendar-event-job-${job!.id}`)).toBeVisible();
    await expect(day).not.toHaveAttribute('data-legend', 'confirmedJob');
  });
});
