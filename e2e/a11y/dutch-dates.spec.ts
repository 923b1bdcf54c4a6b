import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { viewports } from '../support/screens';
import { settle } from './axe-audit';

// Dutch writes month and weekday names in lower case ("donderdag 26 november"), also at the
// head of a calendar. innerText includes CSS text-transform, so a heading that capitalises
// them with CSS fails here as well as one that does in code.
const capitalised =
  /\b(Januari|Februari|Maart|Mei|Juni|Juli|Augustus|Oktober|Maandag|Dinsdag|Woensdag|Donderdag|Vrijdag|Zaterdag|Zondag|November|December|September|April)\b/;
const weekdayHeader = /^(ma|di|wo|do|vr|za|zo)$/;

const expectLowerCaseDates = async (page: Page, href: string) => {
  await page.goto(href);
  await settle(page);
  const text = await page.locator('#main-content').innerText();
  expect(capitalised.exec(text)?.[0] ?? null, `${href}: a capitalised Dutch date`).toBeNull();
};

test.describe('Dutch dates in lower case', () => {
  // Eight screens per test, each settling at two sizes on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('crew@ reads Dutch: home, jobs, payrolls and the personal calendar', async ({ pageAs }) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await pageAs('crew', { viewport });
      for (const href of ['/', '/jobs', '/payrolls', '/personal-calendar']) {
        await expectLowerCaseDates(page, href);
      }
      await expect(page.getByTestId('calendar-month')).toHaveText(/^[a-z]+ \d{4}$/);
      const weekdays = await page.getByTestId('calendar-grid').getByRole('columnheader').all();
      for (const weekday of weekdays) expect(await weekday.innerText()).toMatch(weekdayHeader);
    }
  });

  test('planner@ in Dutch: the planning and to-do calendars and their phone agendas', async ({
    pageAs,
  }) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await pageAs('planner', { viewport });
      await page.evaluate(() => localStorage.setItem('debugLanguage', 'nl'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      for (const href of ['/planning-calendar', '/todo-calendar']) {
        await expectLowerCaseDates(page, href);
        expect(await page.getByTestId('month-label').first().innerText()).toMatch(/^[a-z]+ \d{4}$/);
      }
    }
  });
});
