// The crew planner's web grid at 2,000 people x 31 days in Chromium (issue 17, item 7): how
// long the grid takes to show after the month's answer arrives, and the long tasks (over 50 ms,
// PerformanceObserver 'longtask') while it scrolls down, across and back. Two web builds run side
// by side in one run, against one seeded database: "before" and "after", round by round in turn.
// Both are served this script's answer, so both must read its shape: across a change of the
// answer (the columns of 2026-11-27), run each build with the script of its own tree.
// The answer is the server's own for 2,000 stagehands in December 2026, merged into one page so
// every person and day arrives at once (the app itself asks for 500 people a page).
// Usage: npm run bench:crew-planner-render -- <before web dist> <after web dist> [rounds]
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Columns, CrewCalendar } from '@crewhub/shared';
import puppeteer, { type Browser } from 'puppeteer-core';
import { addScaleCrew, scaleMonth } from '../apps/server/src/testing/crew-scale';
import { benchApp, seededApp } from './seeded-app';

const [beforeDist, afterDist, rounds = '5'] = process.argv.slice(2);
if (!beforeDist || !afterDist) {
  throw new Error(
    'Usage: bench:crew-planner-render -- <before web dist> <after web dist> [rounds]',
  );
}
const people = 2000;
const host = 'northwind.localhost';
const email = 'planner@northwind.crewhub.app';
const firstPort = Number(process.env.BENCH_PORT ?? 3452);

const { app, handle, login, close } = await seededApp((seeded) =>
  addScaleCrew(seeded.db, 2, people),
);
const token = await login(email, host);

/** The columns of several pages as one: each column the pages' values in turn. */
const joined = <C extends Columns>(parts: C[]): C => {
  const keys = Object.keys(parts[0]!);
  const whole: Columns = Object.fromEntries(
    keys.map((key) => [key, parts.flatMap((part) => part[key]!)]),
  );
  return whole as C;
};

/** The month's answer for everybody as one page, put together from the server's pages. */
const wholeMonth = async (): Promise<CrewCalendar> => {
  const pages: CrewCalendar[] = [];
  for (
    let page = 1;
    pages.length === 0 || pages.flatMap((p) => p.people.personId).length < pages[0]!.total;
    page += 1
  ) {
    const response = await app.inject({
      url: `/api/v1/plannerCrewCalendar?from=${scaleMonth.from}&to=${scaleMonth.to}&page=${page}`,
      headers: { host, authorization: `Bearer ${token}`, type: 'MOBILE' },
    });
    if (response.statusCode !== 200)
      throw new Error(`page ${page} answered ${response.statusCode}`);
    pages.push(response.json<CrewCalendar>());
  }
  const people = joined(pages.map((page) => page.people));
  return {
    ...pages[0]!,
    limit: people.personId.length,
    people,
    entries: joined(pages.map((page) => page.entries)),
  };
};
const month = await wholeMonth();
const answer = JSON.stringify(month);

// One after the other: on a busy machine two static plugins starting at once can time out.
const builds: { name: string; web: Awaited<ReturnType<typeof benchApp>>; baseUrl: string }[] = [];
for (const [index, [name, dist]] of [
  ['before', beforeDist],
  ['after', afterDist],
].entries()) {
  const web = await benchApp(handle, path.resolve(dist!));
  await web.listen({ port: firstPort + index, host: '127.0.0.1' });
  const { port } = web.server.address() as AddressInfo;
  builds.push({ name: name!, web, baseUrl: `http://${host}:${port}` });
}

// Runs in the page before the app: long tasks, and when the first rows are on screen.
const probe = () => {
  const bench = {
    longTasks: [] as { start: number; duration: number }[],
    longFrames: [] as { start: number; blocking: number; scripts: string[] }[],
    painted: 0,
  };
  (window as unknown as { bench: typeof bench }).bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  // Who ran in a frame with a long task: the Long Animation Frames API names each script's
  // caller and function (the long task entry names none).
  type Frame = PerformanceEntry & {
    blockingDuration: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: (PerformanceEntry & {
      invoker: string;
      sourceFunctionName: string;
      sourceURL: string;
      forcedStyleAndLayoutDuration: number;
    })[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Frame[]) {
      if (entry.blockingDuration === 0) continue;
      const file = (url: string) => url.slice(url.lastIndexOf('/') + 1);
      const scripts = entry.scripts.map(
        (script) =>
          `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName}@${file(script.sourceURL)}` +
          ` (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)})`,
      );
      const rendering = entry.startTime + entry.duration - entry.renderStart;
      scripts.push(`${Math.round(rendering)} ms rendering (style, layout, paint)`);
      bench.longFrames.push({ start: entry.startTime, blocking: entry.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid^="crew-cell-"]')) return;
    observer.disconnect();
    // The frame with the rows: its callbacks run before its layout and paint, a task after.
    requestAnimationFrame(() => setTimeout(() => (bench.painted = performance.now())));
  }).observe(document, { childList: true, subtree: true });
};

type LongFrame = { start: number; blocking: number; scripts: string[] };
type Round = {
  renderMs: number;
  longFrames: LongFrame[];
  scrollLongTasks: number;
  scrollLongestMs: number;
  frameP95Ms: number;
  /** Long tasks in the second after the rows show, before the scrolling starts. */
  settlingLongTasks: number;
  settlingLongestMs: number;
  /** Scroll steps (one a frame) whose screen, a frame after the step, still lacked a row. */
  stepsMissingRows: number;
  steps: number;
  /** Main-thread time while scrolling (CDP Performance metrics): all tasks, script, style and layout. */
  busyMs: { task: number; script: number; style: number; layout: number };
};

const measure = async (browser: Browser, baseUrl: string): Promise<Round> => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // The offline copy's service worker would answer from its own cache, out of our sight.
    await page.setBypassServiceWorker(true);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.locator('[data-testid="login-identifier"]').fill(email);
    await page.locator('input[type="password"]').fill('demo2026');
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForSelector('[data-testid="login-form"]', { hidden: true, timeout: 60_000 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/plannerCrewCalendar')) {
        void request.respond({ status: 200, contentType: 'application/json', body: answer });
      } else void request.continue();
    });
    // tsx keeps function names with an __name helper the page lacks.
    await page.evaluateOnNewDocument('globalThis.__name = (target) => target;');
    await page.evaluateOnNewDocument(probe);
    await page.goto(`${baseUrl}/planner-crew?month=2026-12`);
    await page.waitForFunction(
      () => (window as unknown as { bench: { painted: number } }).bench.painted > 0,
      {
        timeout: 60_000,
      },
    );
    const renderMs = await page.evaluate(() => {
      const arrived = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/plannerCrewCalendar')) as PerformanceResourceTiming;
      const { painted } = (window as unknown as { bench: { painted: number } }).bench;
      if (!arrived) throw new Error('the answer left no resource timing');
      return painted - arrived.responseEnd;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Down the whole list a screen a frame, across the month, then jumps back up.
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const metrics = async () =>
      new Map(
        (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]),
      );
    const metricsBefore = await metrics();
    const scroll = await page.evaluate(async () => {
      const grid = document.querySelector<HTMLElement>('[data-testid="planner-crew-grid"]')!;
      const { bench } = window as unknown as {
        bench: {
          longTasks: { start: number; duration: number }[];
          longFrames: LongFrame[];
          painted: number;
        };
      };
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const started = performance.now();
      const frames: number[] = [];
      let last = await frame();
      // Rows and head heights of the grid (crew-grid.tsx).
      const [rowHeight, headHeight] = [44, 40];
      const rowCount =
        Number(grid.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')) - 1;
      /** Whether every row the scroller shows at `top` is drawn. */
      const drawn = (top: number) => {
        const first = Math.floor(top / rowHeight);
        const last = Math.min(
          rowCount - 1,
          Math.floor((top + grid.clientHeight - headHeight - 1) / rowHeight),
        );
        for (let row = first; row <= last; row += 1)
          if (!grid.querySelector(`[role="row"][aria-rowindex="${row + 2}"]`)) return false;
        return true;
      };
      let stepsMissingRows = 0;
      const step = async (top: number, left: number) => {
        // The place scrolled to a step ago: its scroll event ran a frame ago, so its rows are due.
        const shown = grid.scrollTop;
        grid.scrollTo({ top, left });
        const now = await frame();
        if (!drawn(shown)) stepsMissingRows += 1;
        frames.push(now - last);
        last = now;
      };
      for (let top = 0; top < grid.scrollHeight; top += grid.clientHeight)
        await step(top, grid.scrollLeft);
      for (let left = 0; left <= grid.scrollWidth; left += 200) await step(grid.scrollTop, left);
      for (let jump = 1; jump <= 40; jump += 1)
        await step((grid.scrollHeight * ((jump * 7) % 40)) / 40, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const during = bench.longTasks.filter((task) => task.start >= started);
      // The second between the rows showing and the scrolling: what the app does once the month
      // is on screen (the offline copy saved the month then).
      const settling = bench.longTasks.filter(
        (task) => task.start >= bench.painted && task.start < started,
      );
      frames.sort((a, b) => a - b);
      return {
        longFrames: bench.longFrames.filter((frame) => frame.start >= started),
        scrollLongTasks: during.length,
        settlingLongTasks: settling.length,
        settlingLongestMs: Math.max(0, ...settling.map((task) => task.duration)),
        stepsMissingRows,
        steps: frames.length,
        scrollLongestMs: Math.max(0, ...during.map((task) => task.duration)),
        frameP95Ms: frames[Math.floor(frames.length * 0.95)] ?? 0,
      };
    });
    const metricsAfter = await metrics();
    const spent = (name: string) =>
      ((metricsAfter.get(name) ?? 0) - (metricsBefore.get(name) ?? 0)) * 1000;
    const busyMs = {
      task: spent('TaskDuration'),
      script: spent('ScriptDuration'),
      style: spent('RecalcStyleDuration'),
      layout: spent('LayoutDuration'),
    };
    return { renderMs, ...scroll, busyMs };
  } finally {
    await context.close();
  }
};

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', `--host-resolver-rules=MAP ${host} 127.0.0.1`],
});
const results = new Map<string, Round[]>(builds.map((build) => [build.name, []]));
try {
  for (let round = 0; round < Number(rounds); round += 1) {
    for (const build of builds)
      results.get(build.name)!.push(await measure(browser, build.baseUrl));
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.web.close()));
  await close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;
console.log(
  `${people} people x ${month.days.length} days, ${month.entries.personId.length} entries, ${rounds} rounds each`,
);
console.table(
  builds.map(({ name }) => {
    const runs = results.get(name)!;
    return {
      build: name,
      'render ms (median)': round1(median(runs.map((run) => run.renderMs))),
      'render ms (worst)': round1(Math.max(...runs.map((run) => run.renderMs))),
      'long tasks in the second after (total, longest ms)': `${runs.reduce((sum, run) => sum + run.settlingLongTasks, 0)}, ${round1(Math.max(...runs.map((run) => run.settlingLongestMs)))}`,
      'scroll long tasks (total)': runs.reduce((sum, run) => sum + run.scrollLongTasks, 0),
      'longest scroll task ms': round1(Math.max(...runs.map((run) => run.scrollLongestMs))),
      'frame p95 ms (median)': round1(median(runs.map((run) => run.frameP95Ms))),
      'steps lacking rows a frame later': `${runs.reduce((sum, run) => sum + run.stepsMissingRows, 0)} of ${runs.reduce((sum, run) => sum + run.steps, 0)}`,
      // Less swayed by other load on the machine than counts of long tasks.
      'main thread ms while scrolling (median: tasks / script / style / layout)': (
        ['task', 'script', 'style', 'layout'] as const
      )
        .map((part) => Math.round(median(runs.map((run) => run.busyMs[part]))))
        .join(' / '),
    };
  }),
);

// BENCH_ATTRIBUTE=1: every frame with a long task while scrolling, and what ran in it.
if (process.env.BENCH_ATTRIBUTE) {
  for (const { name } of builds) {
    for (const [round, run] of results.get(name)!.entries()) {
      for (const frame of run.longFrames) {
        console.log(`${name} round ${round + 1}: blocking ${Math.round(frame.blocking)} ms`);
        for (const script of frame.scripts) console.log(`  ${script}`);
      }
    }
  }
}
