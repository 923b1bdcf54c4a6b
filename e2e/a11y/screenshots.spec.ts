import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import type { Role } from '../support/login';
import { viewports } from '../support/screens';
import { settle } from './axe-audit';

// Screenshots of the screens this suite guards, in English and German at both sizes, for people
// to look at. Only on demand (A11Y_SHOTS=<folder>): CI has no one to look at them.
const folder = process.env.A11Y_SHOTS;
const screens: [Role, string][] = [
  ['crew', '/'],
  ['crew', '/personal-calendar'],
  ['planner', '/'],
  ['planner', '/planning-calendar'],
  ['planner', '/planner-crew'],
  ['planner', '/todo-calendar'],
  ['office', '/'],
  ['client', '/projects-calendar'],
];

test.describe('screenshots', () => {
  test.skip(!folder, 'set A11Y_SHOTS to a folder to take them');
  test.describe.configure({ timeout: 300_000 });

  for (const language of ['en', 'de']) {
    test(`the guarded screens in ${language}`, async ({ pageAs }) => {
      mkdirSync(folder ?? '.', { recursive: true });
      for (const role of new Set(screens.map(([who]) => who))) {
        const page = await pageAs(role, { viewport: viewports.desktop });
        await settle(page);
        await page.getByTestId('language-select').selectOption(language);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        for (const [, href] of screens.filter(([who]) => who === role)) {
          await page.goto(href);
          for (const [size, viewport] of Object.entries(viewports)) {
            await page.setViewportSize(viewport);
            await settle(page);
            const name = `${role}${href.replaceAll('/', '-').replace(/-$/, '-home')}-${language}-${size}`;
            await page.screenshot({
              path: path.join(folder ?? '.', `${name}.png`),
              animations: 'disabled',
            });
          }
        }
      }
    });
  }
});
