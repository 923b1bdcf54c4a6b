import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

/** Presses Tab until the focused element matches `selector` (a bounded walk, like a person's). */
const tabTo = async (page: Page, selector: string, maxPresses = 80) => {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
};

const focused = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute);

// A day's name ends in its item count ("…, items: 3"; "éléments : 3" in French).
const busyDay = /:\s?[1-9]\d*$/;

test.describe('keyboard only', () => {
  test('the skip link jumps past the menus to the page', async ({ pageAs }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop, at: '/planning-calendar' });
    await expect(page.getByTestId('planning-calendar')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('skip-link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the planning calendar: arrows between days, Enter lists a day, a bar opens', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop, at: '/planning-calendar' });
    await expect(page.locator('[data-testid^="planning-item-"]').first()).toBeVisible();
    await tabTo(page, '[role="gridcell"]');
    const start = await focused(page, 'data-day');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page, 'data-day')).not.toBe(start);
    // Walk the month back to its first day, then forward to the first day with items.
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    for (let press = 0; press < 42; press += 1) {
      if (busyDay.test((await focused(page, 'aria-label')) ?? '')) break;
      await page.keyboard.press('ArrowRight');
      if (press % 7 === 6) await page.keyboard.press('ArrowDown');
    }
    expect(await focused(page, 'aria-label')).toMatch(busyDay);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await tabTo(page, '[data-testid^="planning-item-"]', 10);
    await screenshot(page, 'a11y-keyboard-planning-day');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/P-/);
  });

  test('the planning calendar on a phone: the week strip follows the arrows', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { viewport: viewports.phone, at: '/planning-calendar' });
    await expect(page.getByTestId('agenda-day-list')).toBeVisible();
    await tabTo(page, '[role="gridcell"]');
    const heading = page.getByTestId('agenda-day-list').getByRole('heading');
    const before = await heading.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(heading).not.toHaveText(before ?? '');
    await expect(page.locator('[role="gridcell"][aria-selected="true"]')).toBeFocused();
  });

  test('the crew planner: one tab stop, arrows, Home, End, page keys; Enter opens a project', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop, at: '/planner-crew' });
    const grid = page.getByRole('grid');
    await expect(page.locator('[data-testid^="crew-row-"]').first()).toBeVisible();
    await tabTo(page, '[role="grid"] [tabindex="0"]');
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    const cellAt = async () =>
      ((await focused(page, 'data-cell')) ?? '').split(':').map(Number) as [number, number];
    const [, firstCol] = await cellAt();
    await page.keyboard.press('ArrowDown');
    await expect.poll(cellAt).toEqual([1, firstCol]);
    await page.keyboard.press('Home');
    await expect.poll(cellAt).toEqual([1, 0]);
    await expect.poll(() => focused(page, 'href')).toMatch(/\/crew-profile\//);
    await page.keyboard.press('End');
    const lastCol = Number(await grid.getAttribute('aria-colcount')) - 1;
    await expect.poll(cellAt).toEqual([1, lastCol]);
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await cellAt())[0]).toBeGreaterThan(1);
    await page.keyboard.press('Control+Home');
    await expect.poll(cellAt).toEqual([0, 0]);
    // One stop: Tab leaves the grid, Shift+Tab comes back to the same cell.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page, 'data-cell')).toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(cellAt).toEqual([0, 0]);
    // Walk to the first drawn day on a project and open it with Enter.
    const target = await grid
      .locator('a[href*="/projects/"][data-cell]')
      .first()
      .getAttribute('data-cell');
    const [row, col] = (target ?? '').split(':').map(Number) as [number, number];
    for (let press = 0; press < row; press += 1) await page.keyboard.press('ArrowDown');
    for (let press = 0; press < col; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page, 'data-cell')).toBe(target);
    await screenshot(page, 'a11y-keyboard-crew-planner');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/P-/);
    // Next month by keyboard: the month switcher's arrow.
    await page.goto('/planner-crew');
    // Tabbing before the screen has drawn would walk the frame alone.
    await expect(page.locator('[data-testid^="crew-row-"]').first()).toBeVisible();
    await tabTo(page, '[data-testid="month-next"]');
    const month = await page.getByTestId('month-label').getAttribute('data-month');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('month-label')).not.toHaveAttribute('data-month', month ?? '');
  });

  test('the crew planner on a phone: one week per screen, week by week', async ({ pageAs }) => {
    const page = await pageAs('planner', { viewport: viewports.phone, at: '/planner-crew' });
    await expect(page.locator('[data-testid^="crew-row-"]').first()).toBeVisible();
    const grid = page.getByRole('grid');
    expect(Number(await grid.getAttribute('aria-colcount'))).toBeLessThanOrEqual(8);
    const label = page.getByTestId('crew-week-label');
    const week = await label.getAttribute('data-week');
    await tabTo(page, '[data-testid="crew-week-next"]');
    await page.keyboard.press('Enter');
    await expect(label).not.toHaveAttribute('data-week', week ?? '');
    await expect(page.locator('[data-testid^="crew-row-"]').first()).toBeVisible();
    await tabTo(page, '[role="grid"] [tabindex="0"]');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page, 'data-cell')).toMatch(/^0:\d$/);
    await screenshot(page, 'a11y-keyboard-crew-planner-phone');
  });
});
