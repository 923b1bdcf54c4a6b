import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { loginAs, openMenu } from '../support/login';
import {
  addDays,
  backgroundOf,
  bestPersonFor,
  calendarDay,
  clientCompany,
  clientContact,
  idOf,
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

const browser = useBrowser();

let planner: Api;
let client: Api;

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  [planner, client] = await Promise.all([
    apiLogin(baseUrl, 'planner'),
    apiLogin(baseUrl, 'client'),
  ]);
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

const plannerPage = async (viewport: { width: number; height: number }) => {
  const page = await browser.newPage({ ...planningContext, viewport });
  await loginAs(page, 'planner');
  return page;
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
  expect(await field('startDate').inputValue()).toBe(date);
  await field('startTime').fill(values.start);
  await field('endTime').fill(values.end);
  expect(await field('amountOfRows').inputValue()).toBe('1');
  await field('chargeableHours').fill(values.hours);
};

/** The positions of the planned project on the planning calendar, in the planner's browser. */
const openPlanningCalendar = async (page: Page) => {
  await page.goto('/planning-calendar');
  await page.getByTestId('planning-calendar').waitFor({ state: 'visible' });
  await showMonth(page, date);
};

describe('a planner plans a project', () => {
  it('creates a project with a crew and two positions', async () => {
    const page = await plannerPage(viewports.desktop);
    const menu = await openMenu(page);
    await menu.getByTestId('menu-item-projects').first().click();
    await page.getByTestId('create-project-button').click();
    const form = page.getByTestId('create-project-form');
    await form.waitFor({ state: 'visible' });

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
    expect(await page.getByTestId('crew-draft-0-date').inputValue()).toBe(date);
    expect(await page.getByTestId('crew-draft-0-shift').inputValue()).toBe('day');
    await fillPosition(page, 0, { fn: 'Stagehand', start: '08:00', end: '17:00', hours: '8' });
    await page.getByTestId('crew-draft-0-add-position').click();
    await fillPosition(page, 1, { fn: 'Rigger', start: '09:30', end: '18:00', hours: '8.5' });
    await page.getByTestId('crew-draft-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-create-project-desktop');

    const created = await successToast(page, 'has been created', () =>
      page.getByTestId('create-project-submit').click(),
    );
    await form.waitFor({ state: 'detached' });
    const number = (await page.getByTestId('project-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^P-\d{4}-\d+$/);
    expect(created).toContain(number);
    await page.waitForURL(new RegExp(`/projects/${number}$`));
    expect(await page.getByTestId('project-name').textContent()).toBe(projectName);
    expect(await page.getByTestId('project-header').textContent()).toContain(
      `${clientCompany} · ${clientContact}`,
    );

    const crew = page.locator('[data-testid^="crew-card-"]').filter({ hasText: crewName });
    await crew.waitFor({ state: 'visible' });
    await expect.poll(() => positionRows(crew).count()).toBe(2);
    const stagehand = positionRows(crew).filter({ hasText: 'Stagehand' });
    const rigger = positionRows(crew).filter({ hasText: 'Rigger' });
    const stagehandId = await idOf(stagehand, 'position-row-');
    const riggerId = await idOf(rigger, 'position-row-');
    expect(await stagehand.textContent()).toContain('08:00');
    expect(await rigger.textContent()).toContain('09:30');
    // Nobody asked yet: both wait for people.
    expect(await stagehand.getAttribute('data-colour')).toBe('requestPending');
    expect(await rigger.getAttribute('data-colour')).toBe('requestPending');

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
    await page.getByTestId(`project-card-${number}`).waitFor({ state: 'visible' });

    plan = { number, stagehandId, riggerId, personId: 0, personName: '' };
  });

  it('finds the best person for a position, asks and confirms them', async () => {
    const { number, stagehandId, riggerId } = planned();
    const page = await plannerPage(viewports.desktop);
    await page.goto(`/projects/${number}`);
    const row = page.getByTestId(`position-row-${stagehandId}`);
    await row.waitFor({ state: 'visible' });
    await row.getByTestId(`find-best-person-${stagehandId}`).click();

    const drawer = page.getByTestId('find-best-person-drawer');
    const first = drawer.locator('[data-testid^="best-person-"][data-rank="1"]');
    await first.waitFor({ state: 'visible' });
    const personId = await idOf(first, 'best-person-');
    // The screen ranks as the API does, and says why.
    expect(personId).toBe((await bestPersonFor(planner, stagehandId)).personId);
    await first
      .getByTestId('best-person-reasons')
      .locator('[data-rule="function"]')
      .waitFor({ state: 'visible' });
    const ranked = drawer.locator('[data-testid^="best-person-"][data-rank]');
    expect(await ranked.count()).toBeGreaterThan(1);
    expect(await ranked.first().getAttribute('data-testid')).toBe(`best-person-${personId}`);
    await screenshot(page, 'planning-find-best-person-desktop');

    const asked = await successToast(page, 'has been asked', () =>
      first.getByTestId('assign-button').click(),
    );
    await expect.poll(() => first.getByTestId('assign-button').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    const booking = await planner.get<{ id: number; personId: number; personName: string }[]>(
      `/projects/${number}/crewBooking`,
    );
    expect(booking.map((item) => item.personId)).toEqual([personId]);
    const { id: assignmentId, personName } = booking[0]!;
    expect(asked).toContain(personName);

    const assignment = row.getByTestId(`assignment-${assignmentId}`);
    await assignment.waitFor({ state: 'visible' });
    expect(await assignment.textContent()).toContain(personName);
    expect(await assignment.getAttribute('data-status')).toBe('requested');
    // Asked is not booked yet: still pending.
    expect(await row.getAttribute('data-colour')).toBe('requestPending');

    await assignment.getByTestId('assignment-action-activate').click();
    await expect.poll(() => assignment.getAttribute('data-status')).toBe('confirmed');
    await expect.poll(() => row.getAttribute('data-colour')).toBe('confirmedPosition');
    expect(await row.getByTestId(`position-staffing-${stagehandId}`).textContent()).toBe(
      '1 of 1 booked',
    );
    // The other position is untouched.
    const other = page.getByTestId(`position-row-${riggerId}`);
    expect(await other.getAttribute('data-colour')).toBe('requestPending');
    expect(await other.locator('[data-testid^="assignment-"]').count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-project-desktop');

    const confirmed = await planner.get<{ id: number; status: string }[]>(
      `/projects/${number}/crewBooking`,
    );
    expect(confirmed).toEqual([expect.objectContaining({ id: assignmentId, status: 'confirmed' })]);
    plan = { ...planned(), personId, personName };
  });

  it('sees both positions on the planning calendar in their colours', async () => {
    const { number, stagehandId, riggerId, personId } = planned();
    expect(personId).toBeGreaterThan(0);
    const page = await plannerPage(viewports.desktop);
    await openPlanningCalendar(page);

    const day = await calendarDay(page, date, `planning-item-${stagehandId}`);
    const stagehand = day.getByTestId(`planning-item-${stagehandId}`);
    expect(await stagehand.getAttribute('data-colour')).toBe('confirmedPosition');
    expect(await stagehand.textContent()).toContain('Stagehand');
    expect(await stagehand.textContent()).toContain(`1/1 · ${projectName}`);
    const rigger = day.getByTestId(`planning-item-${riggerId}`);
    expect(await rigger.getAttribute('data-colour')).toBe('requestPending');
    expect(await rigger.textContent()).toContain(`0/1 · ${projectName}`);
    // Painted in the colours the legend explains.
    expect(await backgroundOf(stagehand)).toBe(await legendColour(page, 'confirmedPosition'));
    expect(await backgroundOf(rigger)).toBe(await legendColour(page, 'requestPending'));
    expect(await legendColour(page, 'confirmedPosition')).not.toBe(
      await legendColour(page, 'requestPending'),
    );
    await screenshot(page, 'planning-calendar-desktop');

    // A bar leads to its project.
    await stagehand.click();
    await page.waitForURL(new RegExp(`/projects/${number}$`));
    await page.getByTestId(`position-row-${stagehandId}`).waitFor({ state: 'visible' });
  });

  it('shows the planning screens on a phone', async () => {
    const { number, stagehandId, personId } = planned();
    const page = await plannerPage(viewports.phone);

    await page.goto('/projects');
    await page.getByTestId('project-list').waitFor({ state: 'visible' });
    await screenshot(page, 'planning-projects-phone');
    await page.getByTestId('create-project-button').click();
    await page.getByTestId('create-project-form').waitFor({ state: 'visible' });
    const draftName = uniqueName('Draft on a phone');
    await page.getByTestId('project-form-name').fill(draftName);
    await page.getByTestId('project-form-beginDate').fill(date);
    await page.getByTestId('add-crew-draft').click();
    await page.getByTestId('crew-draft-0-name').fill(crewName);
    expect(await page.getByTestId('position-draft-0-0-startDate').inputValue()).toBe(date);
    await page.getByTestId('crew-draft-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-create-project-phone');
    // Nothing is created without the form being sent.
    await page.keyboard.press('Escape');
    await page.getByTestId('create-project-form').waitFor({ state: 'detached' });
    await page.getByTestId('project-list').waitFor({ state: 'visible' });
    const drafts = await planner.get<{ items: unknown[] }>('/projects', { q: draftName });
    expect(drafts.items).toEqual([]);

    await page.goto(`/projects/${number}`);
    const row = page.getByTestId(`position-row-${stagehandId}`);
    await row.waitFor({ state: 'visible' });
    await screenshot(page, 'planning-project-phone');
    await row.getByTestId(`find-best-person-${stagehandId}`).click();
    const drawer = page.getByTestId('find-best-person-drawer');
    // The confirmed person is not offered again.
    await drawer.locator('[data-testid^="best-person-"][data-rank="1"]').waitFor();
    expect(await drawer.getByTestId(`best-person-${personId}`).count()).toBe(0);
    await screenshot(page, 'planning-find-best-person-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await openPlanningCalendar(page);
    const day = await calendarDay(page, date, `planning-item-${stagehandId}`);
    const bar = day.getByTestId(`planning-item-${stagehandId}`);
    expect(await bar.getAttribute('data-colour')).toBe('confirmedPosition');
    await bar.scrollIntoViewIfNeeded();
    await screenshot(page, 'planning-calendar-phone');
  });
});

describe("a client's projects calendar", () => {
  /** The project's bar on the client's calendar, among the other projects of its day. */
  const clientCalendarDay = async (page: Page, number: string) => {
    await page.getByTestId('projects-calendar').waitFor({ state: 'visible' });
    await showMonth(page, date);
    const day = await calendarDay(page, date, `projects-calendar-item-${number}`);
    return { bar: day.getByTestId(`projects-calendar-item-${number}`), day };
  };

  it("shows the planner's project to the client, and no other company's", async () => {
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

    const page = await browser.newPage({ ...planningContext, viewport: viewports.phone });
    await loginAs(page, 'client');
    await page.getByTestId('bottom-item-projects-calendar').click();
    const { bar, day } = await clientCalendarDay(page, number);
    expect(await bar.getAttribute('data-colour')).toBe('confirmed');
    expect(await bar.textContent()).toContain(projectName);
    expect(await day.getByTestId(`projects-calendar-item-${number}`).count()).toBe(1);
    expect(await day.getByTestId(`projects-calendar-item-${other.number}`).count()).toBe(0);
    await screenshot(page, 'planning-client-projects-calendar-phone');

    // The bar opens the project, read-only for the client.
    await bar.click();
    await page.waitForURL(new RegExp(`/projects/${number}$`));
    expect(await page.getByTestId('project-name').textContent()).toBe(projectName);
    expect(await page.getByTestId('copy-project-button').count()).toBe(0);
  });

  it('shows the projects calendar on a desktop', async () => {
    const { number } = planned();
    const page = await browser.newPage({ ...planningContext, viewport: viewports.desktop });
    await loginAs(page, 'client');
    const menu = await openMenu(page);
    await menu.getByTestId('menu-item-projects-calendar').first().click();
    const { bar } = await clientCalendarDay(page, number);
    expect(await bar.getAttribute('data-colour')).toBe('confirmed');
    await screenshot(page, 'planning-client-projects-calendar-desktop');
  });
});
