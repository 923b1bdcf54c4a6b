import { fetchWhenFree, type Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screens';
import { baseUrl } from '../support/server';

type JobPage = { items: { id: number; status: string; project: { name: string } }[] };

test.use({ ...crewContext, permissions: ['clipboard-read', 'clipboard-write'] });

let crew: Api;

test.beforeAll(async ({ apiAs }) => {
  crew = await apiAs('crew');
});

test('crew subscribes to a calendar feed from the profile and the feed lists the next job', async ({
  pageAs,
}) => {
  const upcoming = await crew.get<JobPage>('/jobs', { tab: 'upcoming' });
  const next = upcoming.items.find((job) => job.status !== 'cancelled');
  expect(next, 'the demo crew member has an upcoming job').toBeTruthy();

  const page = await pageAs('crew', { at: '/profile' });
  const section = page.getByTestId('calendar-subscriptions');
  await expect(section).toBeVisible();
  // crew@ reads the app in Dutch: test ids, not English names.
  await section.getByTestId('subscribe-personal').click();
  const feedUrl = await section.getByTestId('feed-url').inputValue();
  expect(feedUrl).toMatch(/\/api\/v1\/calendarFeeds\/[\w-]+\.ics$/);
  await expect(section.getByTestId('google-calendar-link')).toHaveAttribute(
    'href',
    /calendar\.google\.com.*cid=webcal/,
  );
  await section.getByTestId('copy-feed-link').click();
  await expect(page.getByTestId('toast-success')).toContainText('Link gekopieerd');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
  await screenshot(page, 'calendar-feed-phone');

  // A calendar app reads the link without logging in (the link names the tenant's public
  // origin; the test server answers on its own port).
  const feed = await fetchWhenFree(`${baseUrl}${new URL(feedUrl).pathname}`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toContain('text/calendar');
  const body = await feed.text();
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body).toMatch(new RegExp(`UID:job-${next!.id}@`));
  // Long titles fold at 75 octets; unfold before looking for the project's name.
  expect(body.replaceAll('\r\n ', '')).toContain(next!.project.name);
});
