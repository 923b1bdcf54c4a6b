import type { Locator, Page } from '@playwright/test';
import type { Api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/login';
import { screenshot, viewports } from '../support/screens';
import { addDays } from '../support/dates';
import { idOf } from '../support/test-ids';
import {
  bestPersonFor,
  calendarDay,
  clientCompany,
  clientContact,
  legendColour,
  lookups,
  pickOption,
  planningContext,
  projectState,
  showMonth,
  successToast,
  today,
  uniqueName,
  type ProjectRecord,
} from './planning-helpers';

test.use(planningContext);
// Each test builds on the project the ones before it planned: stop at the first failure.
test.describe.configure({ mode: 'serial' });

let planner: Api;
let client: Api;

test.beforeAll(async ({ apiAs }) => {
  [planner, client] = await Promise.all([apiAs('planner'), apiAs('client')]);
});

/** What the first test plans; the later ones build on it, as a planner's day would. */
type Plan = {
  number: string;
  stagehandId: number;
  riggerId: number;
  personId: number;
  personName: string;
};

// A few days ahead: a normal planning horizon, often in this month, sometimes in the next.
const date = addDays(today(), 3);
const projectName = uniqueName('Maritime Expo');
const crewName = 'Hall 3 build-up';
let plan: Plan | undefined;

const planned = (): Plan => {
  if (!plan) throw new Error('The project of the first test was not planned');
  return plan;
};

const positionRows = (scope: Page | Locator) => scope.locator('[data-testid^="position-row-"]');

/** Fills position `j` of the first crew in the create form. */
const fillPosition = async (
  page: Page,
  j: number,
  values: { fn: string; start: string; end: string; hours: string },
) => {
  const field = (name: string) => page.getByTestId(`position-draft-0-${j}-${name}`);
  await pickOption(page, field('functionId'), values.fn);
  // A position starts on its crew's date unless told otherwise.
  await expect(field('startDate')).toHaveValue(date);
  await field('startTime').fill(values.start);
  await field('endTime').fill(values.end);
  await expect(field('amountOfRows')).toHaveValue('1');
  await field('chargeableHours').fill(values.hours);
};

/** The positions of the planned project on the planning calendar, in the planner's browser. */
const openPlanningCalendar = async (page: Page) => {
  await page.goto('/planning-calendar');
  await expect(page.getByTestId('planning-calendar')).toBeVisible();
  await showMonth(page, date);
};

test.describe('a planner plans a project', () => {
  test('creates a project with a crew and two positions', async ({ pageAs }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop });
    const menu = await openMenu(page);
    await menu.getByTestId('menu-item-projects').first().click();
    await page.getByTestId('create-project-button').click();
    const form = page.getByTestId('create-project-form');
    await expect(form).toBeVisible();

    await page.getByTestId('project-form-name').fill(projectName);
    await page.getByTestId('project-form-state').getByText('Confirmed', { exact: true }).click();
    await pickOption(page, page.getByTestId('project-form-company'), clientCompany);
    await pickOption(page, page.getByTestId('project-form-contact'), clientContact);
    await page.getByTestId('project-form-beginDate').fill(date);
    await page.getByTestId('project-form-endDate').fill(date);
    await pickOption(page, page.getByTestId('project-form-location'), 'Rotterdam Ahoy, Rotterdam');

    await page.getByTestId('add-crew-draft').click();
    await page.getByTestId('crew-draft-0-name').fill(crewName);
    // A new crew starts on the project's begin date, on the day shift.
    await expect(page.getByTestId('crew-draft-0-date')).toHaveValue(date);
    await expect(page.getByTestId('crew-draft-0-shift')).toHaveValue('day');
    await fillPosition(page, 0, { fn: 'Stagehand', start: '08:00', end: '17:00', hours: '8' });
    await page.getByTestId('crew-draft-0-add-position').click();
    await fillPosition(page, 1, { fn: 'Rigger', start: '09:30', end: '18:00', hours: '8.5' });
    await page.getByTestId('crew-draft-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-create-project-desktop');

    const created = await successToast(page, 'has been created', () =>
      page.getByTestId('create-project-submit').click(),
    );
    await expect(form).toHaveCount(0);
    const number = (await page.getByTestId('project-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^P-\d{4}-\d+$/);
    expect(created).toContain(number);
    await expect(page).toHaveURL(new RegExp(`/projects/${number}$`));
    await expect(page.getByTestId('project-name')).toHaveText(projectName);
    await expect(page.getByTestId('project-header')).toContainText(
      `${clientCompany} · ${clientContact}`,
    );

    const crew = page.locator('[data-testid^="crew-card-"]').filter({ hasText: crewName });
    await expect(crew).toBeVisible();
    await expect(positionRows(crew)).toHaveCount(2);
    const stagehand = positionRows(crew).filter({ hasText: 'Stagehand' });
    const rigger = positionRows(crew).filter({ hasText: 'Rigger' });
    const stagehandId = await idOf(stagehand, 'position-row-');
    const riggerId = await idOf(rigger, 'position-row-');
    await expect(stagehand).toContainText('08:00');
    await expect(rigger).toContainText('09:30');
    // Nobody asked yet: both wait for people.
    await expect(stagehand).toHaveAttribute('data-colour', 'requestPending');
    await expect(rigger).toHaveAttribute('data-colour', 'requestPending');

    // Stored as entered.
    const stored = await projectState(planner, number);
    expect(stored.project).toMatchObject({
      name: projectName,
      companyName: clientCompany,
      beginDate: date,
      endDate: date,
      state: 'confirmed',
    });
    expect(stored.crews).toEqual([
      expect.objectContaining({ id: await idOf(crew, 'crew-card-'), name: crewName, date }),
    ]);
    const byId = (id: number) => stored.positions.find((position) => position.id === id);
    expect(byId(stagehandId)).toMatchObject({
      functionName: 'Stagehand',
      startDate: date,
      startTime: '08:00',
      endTime: '17:00',
      amountOfRows: 1,
      chargeableHours: 8,
    });
    expect(byId(riggerId)).toMatchObject({
      functionName: 'Rigger',
      startDate: date,
      startTime: '09:30',
      endTime: '18:00',
      chargeableHours: 8.5,
    });
    expect(stored.booking).toEqual([]);

    // It is among the ongoing projects.
    await page.goto('/projects');
    await page.getByTestId('projects-tab-ongoing').click();
    await page.getByTestId('projects-search').fill(projectName);
    await expect(page.getByTestId(`project-card-${number}`)).toBeVisible();

    plan = { number, stagehandId, riggerId, personId: 0, personName: '' };
  });

  test('finds the best person for a position, asks and confirms them', async ({ pageAs }) => {
    const { number, stagehandId, riggerId } = planned();
    const page = await pageAs('planner', {
      viewport: viewports.desktop,
      at: `/projects/${number}`,
    });
    const row = page.getByTestId(`position-row-${stagehandId}`);
    await expect(row).toBeVisible();
    await row.getByTestId(`find-best-person-${stagehandId}`).click();

    const drawer = page.getByTestId('find-best-person-drawer');
    const first = drawer.locator('[data-testid^="best-person-"][data-rank="1"]');
    await expect(first).toBeVisible();
    const personId = await idOf(first, 'best-person-');
    // The screen ranks as the API does, and says why.
    expect(personId).toBe((await bestPersonFor(planner, stagehandId)).personId);
    await expect(
      first.getByTestId('best-person-reasons').locator('[data-rule="function"]'),
    ).toBeVisible();
    const ranked = drawer.locator('[data-testid^="best-person-"][data-rank]');
    expect(await ranked.count()).toBeGreaterThan(1);
    await expect(ranked.first()).toHaveAttribute('data-testid', `best-person-${personId}`);
    await screenshot(page, 'planning-find-best-person-desktop');

    const asked = await successToast(page, 'has been asked', () =>
      first.getByTestId('assign-button').click(),
    );
    await expect(first.getByTestId('assign-button')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    const booking = await planner.get<{ id: number; personId: number; personName: string }[]>(
      `/projects/${number}/crewBooking`,
    );
    expect(booking.map((item) => item.personId)).toEqual([personId]);
    const { id: assignmentId, personName } = booking[0]!;
    expect(asked).toContain(personName);

    const assignment = row.getByTestId(`assignment-${assignmentId}`);
    await expect(assignment).toBeVisible();
    await expect(assignment).toContainText(personName);
    await expect(assignment).toHaveAttribute('data-status', 'requested');
    // Asked is not booked yet: still pending.
    await expect(row).toHaveAttribute('data-colour', 'requestPending');

    await assignment.getByTestId('assignment-action-activate').click();
    await expect(assignment).toHaveAttribute('data-status', 'confirmed');
    await expect(row).toHaveAttribute('data-colour', 'confirmedPosition');
    await expect(row.getByTestId(`position-staffing-${stagehandId}`)).toHaveText('1 of 1 booked');
    // The other position is untouched.
    const other = page.getByTestId(`position-row-${riggerId}`);
    await expect(other).toHaveAttribute('data-colour', 'requestPending');
    await expect(other.locator('[data-testid^="assignment-"]')).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-project-desktop');

    const confirmed = await planner.get<{ id: number; status: string }[]>(
      `/projects/${number}/crewBooking`,
    );
    expect(confirmed).toEqual([expect.objectContaining({ id: assignmentId, status: 'confirmed' })]);
    plan = { ...planned(), personId, personName };
  });

  test('sees both positions on the planning calendar in their colours', async ({ pageAs }) => {
    const { number, stagehandId, riggerId, personId } = planned();
    expect(personId).toBeGreaterThan(0);
    const page = await pageAs('planner', { viewport: viewports.desktop });
    await openPlanningCalendar(page);

    const day = await calendarDay(page, date, `planning-item-${stagehandId}`);
    const stagehand = day.getByTestId(`planning-item-${stagehandId}`);
    await expect(stagehand).toHaveAttribute('data-colour', 'confirmedPosition');
    await expect(stagehand).toContainText('Stagehand');
    await expect(stagehand).toContainText(`1/1 · ${projectName}`);
    const rigger = day.getByTestId(`planning-item-${riggerId}`);
    await expect(rigger).toHaveAttribute('data-colour', 'requestPending');
    await expect(rigger).toContainText(`0/1 · ${projectName}`);
    // Painted in the colours the legend explains.
    const [confirmedColour, pendingColour] = await Promise.all([
      legendColour(page, 'confirmedPosition'),
      legendColour(page, 'requestPending'),
    ]);
    await expect(stagehand).toHaveCSS('background-color', confirmedColour);
    await expect(rigger).toHaveCSS('background-color', pendingColour);
    expect(confirmedColour).not.toBe(pendingColour);
    await screenshot(page, 'planning-calendar-desktop');

    // A bar leads to its project.
    await stagehand.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${number}$`));
    await expect(page.getByTestId(`position-row-${stagehandId}`)).toBeVisible();
  });

  test('shows the planning screens on a phone', async ({ pageAs }) => {
    const { number, stagehandId, personId } = planned();

    const page = await pageAs('planner', { at: '/projects' });
    await expect(page.getByTestId('project-list')).toBeVisible();
    await screenshot(page, 'planning-projects-phone');
    await page.getByTestId('create-project-button').click();
    await expect(page.getByTestId('create-project-form')).toBeVisible();
    const draftName = uniqueName('Draft on a phone');
    await page.getByTestId('project-form-name').fill(draftName);
    await page.getByTestId('project-form-beginDate').fill(date);
    await page.getByTestId('add-crew-draft').click();
    await page.getByTestId('crew-draft-0-name').fill(crewName);
    await expect(page.getByTestId('position-draft-0-0-startDate')).toHaveValue(date);
    await page.getByTestId('crew-draft-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-create-project-phone');
    // Nothing is created without the form being sent.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('create-project-form')).toHaveCount(0);
    await expect(page.getByTestId('project-list')).toBeVisible();
    const drafts = await planner.get<{ items: unknown[] }>('/projects', { q: draftName });
    expect(drafts.items).toEqual([]);

    await page.goto(`/projects/${number}`);
    const row = page.getByTestId(`position-row-${stagehandId}`);
    await expect(row).toBeVisible();
    await screenshot(page, 'planning-project-phone');
    await row.getByTestId(`find-best-person-${stagehandId}`).click();
    const drawer = page.getByTestId('find-best-person-drawer');
    // The confirmed person is not offered again.
    await expect(drawer.locator('[data-testid^="best-person-"][data-rank="1"]')).toBeVisible();
    await expect(drawer.getByTestId(`best-person-${personId}`)).toHaveCount(0);
    await screenshot(page, 'planning-find-best-person-phone');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await openPlanningCalendar(page);
    const day = await calendarDay(page, date, `planning-item-${stagehandId}`);
    const bar = day.getByTestId(`planning-item-${stagehandId}`);
    await expect(bar).toHaveAttribute('data-colour', 'confirmedPosition');
    await bar.scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-calendar-phone');
  });
});

test.describe("a client's projects calendar", () => {
  /** The project's bar on the client's calendar, among the other projects of its day. */
  const clientCalendarDay = async (page: Page, number: string) => {
    await expect(page.getByTestId('projects-calendar')).toBeVisible();
    await showMonth(page, date);
    const day = await calendarDay(page, date, `projects-calendar-item-${number}`);
    return { bar: day.getByTestId(`projects-calendar-item-${number}`), day };
  };

  test("shows the planner's project to the client, and no other company's", async ({
    clientPage: page,
  }) => {
    const { number } = planned();
    // The same day, for another client: not for this client's eyes.
    const ids = await lookups(planner);
    const stranger = ids.contactOf('Amsterdam Festival Group');
    const other = await planner.post<ProjectRecord>('/projects', {
      name: uniqueName('Amsterdam Light Show'),
      companyId: stranger.companyId,
      contactId: stranger.id,
      beginDate: date,
      endDate: date,
      state: 'confirmed',
    });
    const visible = await client.get<{ items: { number: string }[] }>('/projects', {
      from: date,
      to: date,
      limit: 1000,
    });
    expect(visible.items.map((item) => item.number)).toContain(number);
    expect(visible.items.map((item) => item.number)).not.toContain(other.number);

    await page.getByTestId('bottom-item-projects-calendar').click();
    const { bar, day } = await clientCalendarDay(page, number);
    await expect(bar).toHaveAttribute('data-colour', 'confirmed');
    await expect(bar).toContainText(projectName);
    await expect(day.getByTestId(`projects-calendar-item-${number}`)).toHaveCount(1);
    await expect(day.getByTestId(`projects-calendar-item-${other.number}`)).toHaveCount(0);
    await screenshot(page, 'planning-client-projects-calendar-phone');

    // The bar opens the project, read-only for the client.
    await bar.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${number}$`));
    await expect(page.getByTestId('project-name')).toHaveText(projectName);
    await expect(page.getByTestId('copy-project-button')).toHaveCount(0);
  });

  test('shows the projects calendar on a desktop', async ({ pageAs }) => {
    const { number } = planned();
    const page = await pageAs('client', { viewport: viewports.desktop });
    const menu = await openMenu(page);
    await menu.getByTestId('menu-item-projects-calendar').first().click();
    const { bar } = await clientCalendarDay(page, number);
    await expect(bar).toHaveAttribute('data-colour', 'confirmed');
    await screenshot(page, 'planning-client-projects-calendar-desktop');
  });
});
