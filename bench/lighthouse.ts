// Lighthouse (mobile preset) on the sign-in page and a crew member's home, each from a cold
// cache, in Debian's Chromium, against a running server (issue 17). Performance by default;
// with `accessibility` it scores that category instead, adds the planner's planning calendar
// and lists every audit that is not met (issue 16).
// Usage: BENCH_URL=http://localhost:3413 npm run bench:lighthouse [-- rounds [accessibility]]
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const email = process.env.BENCH_EMAIL ?? 'crew@demo.crewhub.app';
const plannerEmail = process.env.BENCH_PLANNER_EMAIL ?? 'planner@demo.crewhub.app';
const password = process.env.BENCH_PASSWORD ?? 'demo2026';
const rounds = Number(process.argv[2] ?? '3');
const accessibility = process.argv[3] === 'accessibility';
const category = accessibility ? 'accessibility' : 'performance';

/** Empties the HTTP cache and the service worker's, keeping the session in local storage. */
const coldCache = async (page: Page) => {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'cache_storage,service_workers',
  });
  await cdp.detach();
};

const logIn = async (page: Page, as: string) => {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Email)').fill(as);
  await page.locator('input[type="password"]').fill(password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.locator('::-p-aria(Log in)').click(),
  ]);
};

const audit = async (page: Page, path: string, keepSession: boolean, config?: Config) => {
  if (keepSession) await coldCache(page);
  const result = await lighthouse(
    `${baseUrl}${path}`,
    { onlyCategories: [category], disableStorageReset: keepSession, logLevel: 'error' },
    config,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  if (accessibility) {
    const failed = (lhr.categories.accessibility?.auditRefs ?? [])
      // Audits that do not apply to the page have no score and do not count.
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      // Where the audit ended: a lost session would score the sign-in page instead.
      page: new URL(lhr.finalDisplayedUrl).pathname,
      size: config ? 'desktop' : 'phone',
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      'not met': failed.join(', ') || '-',
    };
  }
  return {
    page: path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    'FCP ms': metric('first-contentful-paint'),
    'LCP ms': metric('largest-contentful-paint'),
    'TBT ms': metric('total-blocking-time'),
    CLS: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    'KiB sent': Math.round(metric('total-byte-weight') / 1024),
  };
};

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const rows = [];
  for (let round = 0; round < rounds; round += 1) {
    // A fresh profile each round: no session, no cache, no service worker.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Lighthouse resets storage itself for the signed-out page.
    rows.push(await audit(page, '/login', false));
    if (accessibility) rows.push(await audit(page, '/login', false, desktopConfig));
    await logIn(page, email);
    rows.push(await audit(page, '/home', true));
    if (accessibility) rows.push(await audit(page, '/home', true, desktopConfig));
    await context.close();
    if (accessibility) {
      // The planner's month: an agenda on the phone, the keyboard grid on the desktop.
      const plannerContext = await browser.createBrowserContext();
      const plannerPage = await plannerContext.newPage();
      await logIn(plannerPage, plannerEmail);
      rows.push(await audit(plannerPage, '/planning-calendar', true));
      rows.push(await audit(plannerPage, '/planning-calendar', true, desktopConfig));
      await plannerContext.close();
    }
  }
  console.table(rows);
} finally {
  await browser.close();
}
