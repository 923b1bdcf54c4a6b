import { expect, test } from '../support/fixtures';
import type { Role } from '../support/login';
import { screenshot, viewports } from '../support/screens';
import { audit, auditScreens, expectNoFindings, menuHrefs, settle } from './axe-audit';

// axe-core on every screen each login reaches, at 390x844 and 1280x800: no critical or serious
// finding may land. One test per role, looping its screens, keeps the run to a few minutes.
const roles: Role[] = ['crew', 'chief', 'temp', 'planner', 'office', 'client'];

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the logged-out screens', async ({ page }) => {
    const findings = [];
    for (const href of ['/login', '/forgotten-password']) {
      await page.goto(href);
      for (const [size, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await page.waitForLoadState('networkidle');
        findings.push(...(await audit(page, `${href} (${size})`)));
      }
    }
    expectNoFindings(findings);
  });

  for (const role of roles) {
    test(`every screen of ${role}@`, async ({ pageAs }) => {
      const page = await pageAs(role);
      await settle(page);
      const hrefs = await menuHrefs(page);
      expect(hrefs.length).toBeGreaterThan(1);
      // The phone's drawer is a screen of its own (one banner landmark, a named close button).
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('side-drawer')).toBeVisible();
      const findings = await audit(page, 'menu drawer (phone)');
      await page.keyboard.press('Escape');
      findings.push(...(await auditScreens(page, hrefs)));
      expectNoFindings(findings);
    });
  }

  test('the guests’ screens', async ({ page }) => {
    await page.goto('/login?PID=P-2026-001&Password=guest2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/projects\/P-2026-001$/);
    const findings = await auditScreens(page, ['/projects/P-2026-001']);
    await screenshot(page, 'a11y-project-guest');
    expectNoFindings(findings);
  });
});
