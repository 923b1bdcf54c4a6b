import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openMenu } from '../support/login';
import { viewports } from '../support/screens';

/** WCAG 2.0 to 2.2, levels A and AA: what the product promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['critical', 'serious']);

export type Finding = { screen: string; rule: string; impact: string; targets: string[] };

/** Waits until the screen has drawn its data: a title, no spinner, no request under way. */
export const settle = async (page: Page) => {
  await expect(
    page.getByTestId('page-title').or(page.getByTestId('login-form')).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
};

/** Waits for opening drawers and fading toasts: half-faded text would fail the contrast rule. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners and skeletons loop for ever; only animations with an end are waited for.
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );

/**
 * An axe runner for the page. axe-core's 500 KB source is sent once per loaded document: the
 * walk audits dozens of screens inside one running app, and AxeBuilder would otherwise evaluate
 * it three times an audit. Legacy mode runs axe in the page itself instead of merging each
 * frame's results in a new blank page opened for every audit; the app draws no frames.
 */
const axeFor = async (page: Page) => {
  const loaded = await page.evaluate(() => 'axe' in window);
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) }).setLegacyMode(true);
};

/** Critical and serious findings on the page as it is now, each named by `screen`. */
export const audit = async (page: Page, screen: string): Promise<Finding[]> => {
  await transitionsDone(page);
  // Violations only: collecting the passes too doubles axe's time on the big grids.
  const { violations } = await (
    await axeFor(page)
  )
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

/**
 * Closes a phone's menu drawer and waits until it is gone: it fades out after Escape, starting
 * a frame later, and the next audit must not find its half-faded text (on a busy machine one
 * did). Nothing to wait for on a desktop, where the menu is no drawer.
 */
export const closeMenuDrawer = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('side-drawer')).toBeHidden();
};

/** The side menu's links: the screens this login can open. */
export const menuHrefs = async (page: Page): Promise<string[]> => {
  const menu = await openMenu(page);
  const hrefs = await menu
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((items) =>
      items.map((item) => item.getAttribute('href')).filter((href): href is string => !!href),
    );
  await closeMenuDrawer(page);
  return hrefs;
};

/**
 * The open screen's own content: its first element with a test id (the frame around it, which
 * stays while the app moves between screens, carries none).
 */
const screenContent = '#main-content [data-testid]';

/**
 * Resolves once no request of the page has been under way for `quietMs`. Within a running app
 * the load state stays "network idle" from its first load, so the screen's own requests (its
 * code and its data) are counted here instead.
 */
const networkQuiet = async (page: Page, work: () => Promise<unknown>, quietMs = 300) => {
  let pending = 0;
  let lastEnded = Date.now();
  const started = () => (pending += 1);
  const ended = () => {
    pending -= 1;
    lastEnded = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await work();
    await expect
      .poll(() => pending <= 0 && Date.now() - lastEnded >= quietMs, { intervals: [100] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
};

/**
 * Opens `href` inside the running app, as a link in it would (the router follows the history
 * entry), instead of loading the whole app again: the walk opens dozens of screens. The screen
 * shown before is marked, so the walk knows when the new one has replaced it; where the router
 * keeps the same element for both (one component behind two addresses), the page is loaded anew.
 */
const openInApp = async (page: Page, href: string) => {
  const url = new URL(page.url());
  if (url.pathname + url.search === href) return;
  let replaced = false;
  await networkQuiet(page, async () => {
    const marked = await page.evaluate(
      ({ target, content }) => {
        const shown = document.querySelector(content);
        shown?.setAttribute('data-e2e-left', '');
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
        return shown !== null;
      },
      { target: href, content: screenContent },
    );
    replaced =
      marked &&
      (await page
        .locator('[data-e2e-left]')
        .waitFor({ state: 'detached', timeout: 5_000 })
        .then(() => true)
        .catch(() => false));
  });
  if (!replaced) await page.goto(href);
};

/** Audits each screen at phone and desktop size; one navigation per screen keeps it quick. */
export const auditScreens = async (page: Page, hrefs: readonly string[]) => {
  const findings: Finding[] = [];
  for (const href of hrefs) {
    await openInApp(page, href);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      const started = Date.now();
      await settle(page);
      const settled = Date.now();
      findings.push(...(await audit(page, `${href} (${size})`)));
      if (process.env.A11Y_TIMING) console.log(href, size, settled - started, Date.now() - settled);
    }
  }
  return findings;
};

/** Fails with every finding listed, so one run shows all there is to fix. */
export const expectNoFindings = (findings: readonly Finding[]) => {
  const report = findings.map(
    ({ screen, rule, impact, targets }) => `${screen}: ${impact} ${rule} at ${targets.join(', ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
};
