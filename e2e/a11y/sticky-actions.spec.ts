import type { Page } from '@playwright/test';
import {
  awayFromMidnight,
  confirmAssignment,
  crewContext,
  midnightWaitMs,
  prepareOnSiteCrew,
} from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

type PayrollSummary = { number: string; declinedItemCount: number };

/** The most of the phone's height a screen's pinned action may take: one row of buttons. */
const maxShare = 0.12;

/** The pinned action bar is one compact row that leaves the page most of the screen. */
const expectCompactBar = async (page: Page, name: string) => {
  const bar = page.getByTestId('bottom-actions');
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height / viewports.phone.height, `${name}: share of the screen`).toBeLessThanOrEqual(
    maxShare,
  );
  // One row: every action in the bar starts at the same height.
  const tops = await bar
    .locator('button, a')
    .evaluateAll((actions) => actions.map((action) => action.getBoundingClientRect().top));
  expect(new Set(tops).size, `${name}: actions in one row`).toBe(1);
  await screenshot(page, `sticky-${name}`);
};

test.use({ ...crewContext, viewport: viewports.phone });

test.describe('one compact pinned action per screen on a phone', () => {
  test('the personal calendar, a started job, the check-in', async ({ apiAs, pageAs }) => {
    test.setTimeout(midnightWaitMs + 120_000);
    await awayFromMidnight();
    const [planner, crew] = await Promise.all([apiAs('planner'), apiAs('crew')]);

    const page = await pageAs('crew', { at: '/personal-calendar' });
    await expect(page.getByTestId('calendar-grid')).toBeVisible();
    await expectCompactBar(page, 'personal-calendar');

    // A requested job that has begun: the warning stays in the page, the bar holds one action.
    const site = await prepareOnSiteCrew(planner, crew, {
      name: 'Sticky bar check',
      status: 'requested',
    });
    await page.goto(`/jobs/${site.assignmentId}`);
    await expect(page.getByTestId('job-already-started')).toBeVisible();
    await expect(page.getByTestId('bottom-actions').getByRole('alert')).toHaveCount(0);
    await expectCompactBar(page, 'job-started');

    await confirmAssignment(planner, site.assignmentId);
    await page.goto(`/crews/${site.crewId}/check-in`);
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expectCompactBar(page, 'check-in');
  });

  test('a payroll with a declined line says so first, above the lines', async ({
    apiAs,
    pageAs,
  }) => {
    const chief = await apiAs('chief');
    const payrolls = await chief.get<{ items: PayrollSummary[] }>(
      `/persons/${chief.personId}/payrolls`,
      { status: 'to_confirm' },
    );
    const disputed = payrolls.items.find((payroll) => payroll.declinedItemCount > 0);
    expect(disputed, 'the demo payroll chief@ disputes').toBeDefined();

    const page = await pageAs('chief', { at: `/payrolls/${disputed!.number}` });
    const notice = page.getByTestId('payroll-confirm-blocked');
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('confirm-payroll-button')).toBeDisabled();
    // First on the page and on screen without scrolling, clear of the pinned bar.
    const first = page.getByTestId('payroll-page').locator(':scope > *').first();
    await expect(first).toHaveAttribute('data-testid', 'payroll-confirm-blocked');
    const [noticeBox, barBox] = await Promise.all([
      notice.boundingBox(),
      page.getByTestId('bottom-actions').boundingBox(),
    ]);
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(barBox!.y);
    // The declined line leads the lines.
    await expect(page.locator('[data-testid^="payroll-line-"]').first()).toHaveAttribute(
      'data-status',
      'declined',
    );
    await expectCompactBar(page, 'payroll-declined');
  });
});
