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
    const page = await pageAs('planner', { viewport: viewports.desktop });
    await page.goto('/planning-calendar');
    await expect(page.getByTestId('planning-calendar')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('skip-link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the planning calendar: arrows between days, Enter lists a day, a bar opens', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop });
    await page.goto('/planning-calendar');
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
    const page = await pageAs('planner', { viewport: viewports.phone });
    await page.goto('/planning-calendar');
    await expect(page.getByTestId('agenda-day-list')).toBeVisible();
    await tabTo(page, '[role="gridcell"]');
    const heading = page.getByTestId('agenda-day-list').getByRole('heading');
    const before = await heading.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(heading).not.toHaveText(before ?? '');
    await expect(page.locator('[role="gridcell"][aria-selected="true"]')).toBeFocused();
  });

  test('the crew planner: Tab into the grid, arrows between marked days, Enter opens', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop });
    await page.goto('/planner-crew');
    await expect(page.locator('[data-testid^="crew-row-"]').first()).toBeVisible();
    await expect(page.locator('[data-day]').first()).toBeVisible();
    await tabTo(page, '[data-day]', 150);
    const first = await focused(page, 'data-testid');
    // Some move leads elsewhere unless the mark stands alone in its row and column.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await focused(page, 'data-testid')) !== first) break;
    }
    expect(await focused(page, 'data-day')).not.toBeNull();
    await screenshot(page, 'a11y-keyboard-crew-planner');
    // Next month by keyboard: the month switcher's arrow.
    await page.goto('/planner-crew');
    await tabTo(page, '[data-testid="month-next"]');
    const month = await page.getByTestId('month-label').getAttribute('data-month');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('month-label')).not.toHaveAttribute('data-month', month ?? '');
  });
});
