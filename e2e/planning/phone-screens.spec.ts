import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import { planningContext } from './planning-helpers';

test.use({ ...planningContext, viewport: viewports.phone });

type PhoneScreen = {
  name: string;
  /** The address, or how to reach it from the page before. */
  path: string | ((page: Page) => Promise<void>);
  /** The page's root test id. */
  root: string;
  /** What proves the content arrived, not only a skeleton (a CSS selector). */
  content?: string;
};

/** How wide the page is laid out; wider than the phone means a sideways scroll bar. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

const visit = async (page: Page, screen: PhoneScreen) => {
  if (typeof screen.path === 'string') await page.goto(screen.path);
  else await screen.path(page);
  await expect(page.getByTestId(screen.root)).toBeVisible();
  if (screen.content) {
    await expect(page.locator(screen.content).first()).toBeVisible();
  }
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  expect(await scrollWidth(page), `${screen.name} scrolls sideways`).toBeLessThanOrEqual(
    viewports.phone.width + 1,
  );
  await screenshot(page, `phone-${screen.name}`);
};

/** The planning screens at 390 x 844 (iPhone 12-15): everything fits the width. */
test.describe('planning screens on a phone', () => {
  test('fit the planner screens: crew planner, membership crews, a location, to-dos', async ({
    apiAs,
    plannerPage: page,
  }) => {
    const planner = await apiAs('planner');
    const [ahoy] = (await planner.get<{ items: { id: number }[] }>('/locations', { q: 'Ahoy' }))
      .items;
    const screens: PhoneScreen[] = [
      {
        name: 'crew-planner',
        path: '/planner-crew',
        root: 'planner-crew',
        content: '[data-testid^="crew-row-"]',
      },
      {
        name: 'membership-crews',
        path: '/membership-crews',
        root: 'membership-crews',
        content: '[data-testid^="membership-crew-card-"]',
      },
      {
        name: 'membership-crew',
        path: (current) =>
          current.locator('[data-testid^="membership-crew-card-"]').first().click(),
        root: 'membership-crew',
        content: '[data-testid^="membership-person-"]',
      },
      { name: 'location', path: `/locations/${ahoy!.id}`, root: 'location-page' },
      { name: 'todo-calendar', path: '/todo-calendar', root: 'todo-agenda' },
    ];
    for (const screen of screens) await visit(page, screen);
  });

  test('fits the client screens: projects calendar and planning crew item list', async ({
    clientPage: page,
  }) => {
    await visit(page, {
      name: 'projects-calendar',
      path: '/projects-calendar',
      root: 'projects-calendar',
      // The phone's agenda: a week strip and the chosen day's list.
      content: '[data-testid="agenda-day-list"]',
    });
    await visit(page, {
      name: 'planning-crew-item-list',
      path: '/planning-crew-item-list',
      root: 'planning-crew-item-list',
      content: '[data-testid="planning-crew-item-table"], [data-testid="planning-crew-item-empty"]',
    });
  });

  test('fits the project vacancies of a temporary crew member', async ({ tempPage: page }) => {
    await visit(page, {
      name: 'projects-vacancy',
      path: '/projects-vacancy',
      root: 'projects-vacancy',
    });
  });
});
