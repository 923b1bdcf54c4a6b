import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser } from '../support/browser';
import { crewContext } from '../support/crew-day';
import { loginAs } from '../support/login';

const browser = useBrowser();

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

let crew: Api;
let planner: Api;

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  [crew, planner] = await Promise.all([apiLogin(baseUrl, 'crew'), apiLogin(baseUrl, 'planner')]);
});

const openAsCrew = async (path: string) => {
  const page = await browser.newPage(crewContext);
  await loginAs(page, 'crew');
  await page.goto(path);
  return page;
};

/** The id in a `prefix-{id}` test id. */
const idOf = async (item: Locator, prefix: string) => {
  const testId = await item.getAttribute('data-testid');
  const id = Number(testId?.slice(prefix.length));
  expect(id).toBeGreaterThan(0);
  return id;
};

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The month (YYYY-MM) the personal calendar shows. */
const shownMonth = async (page: Page) => {
  const first = page.locator('[data-testid^="calendar-day-"]:not([data-outside])').first();
  return ((await first.getAttribute('data-testid')) ?? '').slice('calendar-day-'.length, -3);
};

/** Shows the month of `date` in the personal calendar and picks that day. */
const pickCalendarDay = async (page: Page, date: string) => {
  await page.getByTestId('calendar-grid').waitFor({ state: 'visible' });
  const target = date.slice(0, 7);
  for (let month = await shownMonth(page); month < target; month = await shownMonth(page)) {
    await page.getByTestId('calendar-next').click();
    // One month per tap: wait for it before the next tap.
    await expect.poll(() => shownMonth(page)).not.toBe(month);
  }
  expect(await shownMonth(page)).toBe(target);
  const day = page.getByTestId(`calendar-day-${date}`);
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  return day;
};

/** Opens the "block dates" dialog on the picked day and fills it in for that one day. */
const blockDay = async (page: Page, date: string, reason: string) => {
  await page.getByTestId('block-date-button').click();
  await page.getByTestId('blockDate-form').waitFor({ state: 'visible' });
  // The dialog starts on the picked day.
  await expect.poll(() => page.getByTestId('entry-start').inputValue()).toBe(date);
  await page.getByTestId('block-reason').fill(reason);
  await page.getByTestId('entry-end').fill(date);
};

describe("a crew member's own planning", () => {
  it('confirms a requested job before it starts', async () => {
    const page = await openAsCrew('/jobs');
    await page.getByTestId('jobs-tab-toConfirm').click();
    const card = page.locator('[data-testid^="job-card-"]').filter({ hasText: 'Fashion Show' });
    await card.waitFor({ state: 'visible' });
    const jobId = await idOf(card, 'job-card-');
    await screenshot(page, 'crew-jobs-to-confirm-phone');

    await page.getByTestId(`job-link-${jobId}`).click();
    await page.waitForURL(new RegExp(`/jobs/${jobId}$`));
    await page.getByTestId('confirm-job-button').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-job-confirm-phone');
    await page.getByTestId('confirm-job-button').click();
    await page.getByTestId('job-confirmed').waitFor({ state: 'visible' });
    expect(await page.getByTestId('confirm-job-button').count()).toBe(0);
    expect((await crew.get<Job>(`/jobs/${jobId}`)).status).toBe('confirmed');

    // It moved from "to confirm" to "upcoming".
    await page.goto('/jobs?tab=upcoming');
    await page.getByTestId(`job-card-${jobId}`).waitFor({ state: 'visible' });
    await page.getByTestId('jobs-tab-toConfirm').click();
    await page.getByTestId(`job-card-${jobId}`).waitFor({ state: 'detached' });
  });

  it('applies for an open vacancy, which the planner then sees, and withdraws again', async () => {
    const page = await openAsCrew('/vacancies');
    const open = page
      .locator('[data-testid^="vacancy-card-"]')
      .filter({ has: page.getByTestId('apply-button') })
      .first();
    await open.waitFor({ state: 'visible' });
    const positionId = await idOf(open, 'vacancy-card-');
    const card = page.getByTestId(`vacancy-card-${positionId}`);
    await screenshot(page, 'crew-vacancies-phone');

    await card.getByTestId('apply-button').click();
    await card.getByTestId('applied-badge').waitFor({ state: 'visible' });
    await card.getByTestId('unapply-button').waitFor({ state: 'visible' });
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
    await page.getByTestId(`job-card-${job!.id}`).waitFor({ state: 'visible' });

    await page.goto('/vacancies');
    await card.getByTestId('unapply-button').click();
    await card.getByTestId('apply-button').waitFor({ state: 'visible' });
    expect(await card.getByTestId('applied-badge').count()).toBe(0);
    expect(await applicants()).toEqual([]);
  });

  it('blocks a free date in the personal calendar, and deletes it after asking', async () => {
    // A day well ahead with nothing on it yet.
    const today = new Date().toISOString().slice(0, 10);
    let date = addDays(today, 45);
    for (let tries = 0; tries < 60; tries += 1) {
      const month = await crew.get<CalendarMonth>('/personalCalendar', { month: date.slice(0, 7) });
      if (!month.days.some((day) => day.date === date)) break;
      date = addDays(date, 1);
    }
    const page = await openAsCrew('/personal-calendar');
    await page.getByTestId('calendar-grid').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-personal-calendar-phone');
    const day = await pickCalendarDay(page, date);
    expect(await day.getAttribute('data-legend')).toBe('none');

    await blockDay(page, date, 'Sister’s wedding');
    await screenshot(page, 'crew-block-date-phone');
    await page.getByTestId('blockDate-submit').click();
    await page.getByTestId('blockDate-form').waitFor({ state: 'detached' });

    await expect.poll(() => day.getAttribute('data-legend')).toBe('blockedDate');
    const event = page
      .getByTestId('day-panel')
      .locator('[data-testid^="calendar-event-blockDate-"]');
    await event.waitFor({ state: 'visible' });
    expect(await event.textContent()).toContain('Sister’s wedding');
    const blockDateId = await idOf(event, 'calendar-event-blockDate-');
    const blocked = await crew.get<{ items: { id: number; startDate: string }[] }>('/blockDates');
    expect(blocked.items.find((item) => item.id === blockDateId)?.startDate).toBe(date);
    // Clear of the action bar at the bottom of the phone.
    await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'crew-date-blocked-phone');

    // Deleting asks first, then frees the day again.
    await page.getByTestId(`delete-blockDate-${blockDateId}`).click();
    await page.getByTestId('confirm-modal-confirm').click();
    await event.waitFor({ state: 'detached' });
    await expect.poll(() => day.getAttribute('data-legend')).toBe('none');
    const left = await crew.get<{ items: { id: number }[] }>('/blockDates');
    expect(left.items.some((item) => item.id === blockDateId)).toBe(false);
  });

  it('asks before blocking a date that already has a confirmed job', async () => {
    const upcoming = await crew.get<JobPage>('/jobs', { tab: 'upcoming' });
    const job = upcoming.items.find(
      (item) => item.status === 'confirmed' && item.project.name === 'Congress Setup',
    );
    expect(job).toBeDefined();
    const date = job!.startDate;
    const page = await openAsCrew('/personal-calendar');
    const day = await pickCalendarDay(page, date);
    await expect.poll(() => day.getAttribute('data-legend')).toBe('confirmedJob');

    await blockDay(page, date, 'Dentist');
    await page.getByTestId('blockDate-submit').click();
    const confirm = page.getByTestId('confirm-modal-confirm');
    await confirm.waitFor({ state: 'visible' });
    await screenshot(page, 'crew-block-confirmed-date-phone');
    await confirm.click();
    await page.getByTestId('blockDate-form').waitFor({ state: 'detached' });

    const panel = page.getByTestId('day-panel');
    await panel
      .locator('[data-testid^="calendar-event-blockDate-"]')
      .filter({ hasText: 'Dentist' })
      .waitFor({ state: 'visible' });
    // The job stays; the day now shows both.
    await panel.getByTestId(`calendar-event-job-${job!.id}`).waitFor({ state: 'visible' });
    await expect.poll(() => day.getAttribute('data-legend')).not.toBe('confirmedJob');
  });
});
