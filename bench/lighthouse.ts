// Lighthouse (mobile preset) on the sign-in page and a crew member's home (`/`), each from a cold
// cache, in Debian's Chromium, against running servers (issue 17). Performance by default;
// with `accessibility` it scores that category instead, adds the planner's planning calendar
// and lists every audit that is not met (issue 16). Several servers (a before and an after
// build, comma-separated in BENCH_URL) are audited in turn, round by round, so both see the same
// load; the performance run ends with each page's median per server. BENCH_REPORT_DIR keeps
// every report's JSON (opportunities, diagnostics, the request chain) for a closer look;
// BENCH_LANTERN=1 prints, after each performance audit, the requests Lighthouse's simulation
// counts into the largest contentful paint, in the order they end (bench/lantern-path.ts).
// Usage: BENCH_URL=http://localhost:3413[,http://localhost:3414] npm run bench:lighthouse [-- rounds [accessibility]]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { lcpRequests } from './lantern-path';

const baseUrls = (process.env.BENCH_URL ?? 'http://localhost:3000').split(',');
const email = process.env.BENCH_EMAIL ?? 'crew@demo.crewhub.app';
const plannerEmail = process.env.BENCH_PLANNER_EMAIL ?? 'planner@demo.crewhub.app';
const password = process.env.BENCH_PASSWORD ?? 'demo2026';
const reportDir = process.env.BENCH_REPORT_DIR;
const showLantern = process.env.BENCH_LANTERN === '1';
const rounds = Number(process.argv[2] ?? '3');
const accessibility = process.argv[3] === 'accessibility';
const category = accessibility ? 'accessibility' : 'performance';

type Row = Record<string, string | number>;

const logIn = async (page: Page, baseUrl: string, as: string) => {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Email)').fill(as);
  await page.locator('input[type="password"]').fill(password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.locator('::-p-aria(Log in)').click(),
  ]);
};

/**
 * A signed-in page with a cold cache: the login happens in a context of its own, and its session
 * (local storage and cookies) moves into a fresh context, which has no HTTP cache, service worker
 * or stored offline copy. Emptying the login's own context instead left some of the app's files
 * in its in-memory cache, which a round kept or lost by chance (issue 17).
 */
const signedInColdPage = async (browser: Browser, baseUrl: string, as: string) => {
  const loginContext = await browser.createBrowserContext();
  const loginPage = await loginContext.newPage();
  await logIn(loginPage, baseUrl, as);
  const stored = await loginPage.evaluate(() => Object.entries(localStorage));
  const { cookies } = await (await loginPage.createCDPSession()).send('Network.getAllCookies');
  await loginContext.close();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // A plain file of the origin, so the app's storage can be written before the app first runs.
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  await (await page.createCDPSession()).send('Network.setCookies', { cookies });
  return { context, page };
};

const saveReport = (json: string, name: string) => {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, `${name.replace(/[^\w.-]+/g, '_')}.json`), json);
};

const audit = async (
  page: Page,
  baseUrl: string,
  path: string,
  keepSession: boolean,
  config?: Config,
): Promise<Row> => {
  const result = await lighthouse(
    `${baseUrl}${path}`,
    { onlyCategories: [category], disableStorageReset: keepSession, logLevel: 'error' },
    config,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  if (showLantern && !accessibility) {
    console.log([`${baseUrl}${path}`, ...(await lcpRequests(result))].join('\n'));
  }
  saveReport(
    JSON.stringify(lhr),
    `${baseUrl}${path}-${config ? 'desktop' : 'phone'}-${Date.now()}`,
  );
  const server: Row = baseUrls.length > 1 ? { server: baseUrl } : {};
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  if (accessibility) {
    const failed = (lhr.categories.accessibility?.auditRefs ?? [])
      // Audits that do not apply to the page have no score and do not count.
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      ...server,
      // Where the audit ended: a lost session would score the sign-in page instead.
      page: new URL(lhr.finalDisplayedUrl).pathname,
      size: config ? 'desktop' : 'phone',
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      'not met': failed.join(', ') || '-',
    };
  }
  return {
    ...server,
    page: path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    'FCP ms': metric('first-contentful-paint'),
    'LCP ms': metric('largest-contentful-paint'),
    'SI ms': metric('speed-index'),
    'TBT ms': metric('total-blocking-time'),
    CLS: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    'KiB sent': Math.round(metric('total-byte-weight') / 1024),
  };
};

/** One round on one server: fresh contexts, so no session, no cache, no service worker. */
const auditServer = async (browser: Browser, baseUrl: string): Promise<Row[]> => {
  const rows: Row[] = [];
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Lighthouse resets storage itself for the signed-out page.
  rows.push(await audit(page, baseUrl, '/login', false));
  if (accessibility) rows.push(await audit(page, baseUrl, '/login', false, desktopConfig));
  await context.close();
  const crew = await signedInColdPage(browser, baseUrl, email);
  rows.push(await audit(crew.page, baseUrl, '/', true));
  if (accessibility) rows.push(await audit(crew.page, baseUrl, '/', true, desktopConfig));
  await crew.context.close();
  if (accessibility) {
    // The planner's month: an agenda on the phone, the keyboard grid on the desktop.
    const planner = await signedInColdPage(browser, baseUrl, plannerEmail);
    rows.push(await audit(planner.page, baseUrl, '/planning-calendar', true));
    rows.push(await audit(planner.page, baseUrl, '/planning-calendar', true, desktopConfig));
    await planner.context.close();
  }
  return rows;
};

/** The middle value (of an even count, the lower of the two middle ones: a real round's). */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** Each numeric column's median over the rounds, per server and page. */
const medians = (rows: Row[]): Row[] => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.server ?? ''} ${row.page}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) =>
    Object.fromEntries(
      Object.entries(group[0] ?? {}).map(([column, value]) =>
        typeof value === 'number'
          ? [column, median(group.map((row) => Number(row[column])))]
          : [column, value],
      ),
    ),
  );
};

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const rows: Row[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const baseUrl of baseUrls) rows.push(...(await auditServer(browser, baseUrl)));
  }
  console.table(rows);
  if (!accessibility && rounds > 1) {
    console.log('Medians');
    console.table(medians(rows));
  }
} finally {
  await browser.close();
}
