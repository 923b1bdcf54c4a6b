import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiLogin } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { loginAs } from '../support/login';
import { planningContext } from './planning-helpers';

const browser = useBrowser();

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
  await page.getByTestId(screen.root).waitFor({ state: 'visible' });
  if (screen.content) {
    await page.locator(screen.content).first().waitFor({ state: 'visible' });
  }
  expect(await page.getByTestId('route-error').count()).toBe(0);
  expect(await scrollWidth(page), `${screen.name} scrolls sideways`).toBeLessThanOrEqual(
    viewports.phone.width + 1,
  );
  await screenshot(page, `phone-${screen.name}`);
};

/** The planning screens at 390 x 844 (iPhone 12-15): everything fits the width. */
describe('planning screens on a phone', () => {
  it('fit the planner screens: crew planner, membership crews, a location, to-dos', async () => {
    const planner = await apiLogin(inject('baseUrl'), 'planner');
    const [ahoy] = (await planner.get<{ items: { id: number }[] }>('/locations', { q: 'Ahoy' }))
      .items;
    const page = await browser.newPage({ ...planningContext, viewport: viewports.phone });
    await loginAs(page, 'planner');
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

  it('fits the client screens: projects calendar and planning crew item list', async () => {
    const page = await browser.newPage({ ...planningContext, viewport: viewports.phone });
    await loginAs(page, 'client');
    await visit(page, {
      name: 'projects-calendar',
      path: '/projects-calendar',
      root: 'projects-calendar',
      content: '[data-testid^="projects-calendar-item-"]',
    });
    await visit(page, {
      name: 'planning-crew-item-list',
      path: '/planning-crew-item-list',
      root: 'planning-crew-item-list',
      content: '[data-testid="planning-crew-item-table"], [data-testid="planning-crew-item-empty"]',
    });
  });

  it('fits the project vacancies of a temporary crew member', async () => {
    const page = await browser.newPage({ ...planningContext, viewport: viewports.phone });
    await loginAs(page, 'temp');
    await visit(page, {
      name: 'projects-vacancy',
      path: '/projects-vacancy',
      root: 'projects-vacancy',
    });
  });
});
