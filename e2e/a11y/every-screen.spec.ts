import { expect, test } from '../support/fixtures';
import type { Role } from '../support/login';
import { viewports } from '../support/screens';
import {
  audit,
  auditScreens,
  closeMenuDrawer,
  expectNoFindings,
  menuHrefs,
  settle,
} from './axe-audit';

// axe-core on every screen each login reaches, at 390x844 and 1280x800: no critical or serious
// finding may land. One test per role, looping its screens, keeps the run to a few minutes.
const roles: Role[] = ['crew', 'chief', 'temp', 'planner', 'office', 'client'];
// The crew chief and the temporary crew member share most screens with crew@: past their own
// home, only the screens crew@ has not shown are audited again (the suite's runtime counts).
const crewFamily = new Set<Role>(['chief', 'temp']);
const seenByCrew = new Set<string>();

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
      const menu = await menuHrefs(page);
      expect(menu.length).toBeGreaterThan(1);
      const hrefs = crewFamily.has(role)
        ? menu.filter((href) => href === '/' || !seenByCrew.has(href))
        : menu;
      if (role === 'crew') menu.forEach((href) => seenByCrew.add(href));
      // The phone's drawer is a screen of its own (one banner landmark, a named close button).
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('side-drawer')).toBeVisible();
      const findings = await audit(page, 'menu drawer (phone)');
      await closeMenuDrawer(page);
      findings.push(...(await auditScreens(page, hrefs)));
      expectNoFindings(findings);
    });
  }

  // A guest's link logs in and lands on the one screen the guest may open.
  for (const [guest, link, landing] of [
    ['project', '/login?PID=P-2026-001&Password=guest2026', '/projects/P-2026-001'],
    ['plus-crew', '/login?PCID=PC-001&Password=guest2026', '/plus-crews/PC-001'],
  ] as const) {
    test(`the ${guest} guest's screen`, async ({ page }) => {
      await page.goto(link);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      expectNoFindings(await auditScreens(page, [landing]));
    });
  }
});
