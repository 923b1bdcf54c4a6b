import { readFile } from 'node:fs/promises';
import type { Api } from '../support/api';
import {
  awayFromMidnight,
  confirmAssignment,
  crewContext,
  crewPageView,
  midnightWaitMs,
  onSite,
  prepareOnSiteCrew,
  type OnSiteCrew,
} from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { screenshot } from '../support/screens';
import { drawSignature, rateStars } from '../support/signature';

type LiveLocation = { personId: number; kind: string; latitude: number; longitude: number };

/** A phone on site: location shared with the app, clock in the crew's time zone. */
test.use({ ...crewContext, geolocation: onSite, permissions: ['geolocation'] });

let crew: Api;
let chief: Api;
let planner: Api;

test.beforeAll(async ({ apiAs }) => {
  [crew, chief, planner] = await Promise.all([apiAs('crew'), apiAs('chief'), apiAs('planner')]);
});

test.describe('a day on site: check-in, check-out, sign-off and delivery note', () => {
  // Each step goes on from the one before, on the same crew.
  test.describe.configure({ mode: 'serial' });
  let site: OnSiteCrew;

  test.beforeAll(async () => {
    test.setTimeout(midnightWaitMs + 60_000);
    await awayFromMidnight();
    // Asked, not yet confirmed: the shift has already begun when the crew member sees it.
    site = await prepareOnSiteCrew(planner, crew, {
      name: 'Hall 2 stand build',
      status: 'requested',
    });
  });

  test('offers no confirmation once the job has started; planning confirms it', async ({
    pageAs,
  }) => {
    const page = await pageAs('crew', { at: '/jobs?tab=toConfirm' });
    await page.getByTestId(`job-link-${site.assignmentId}`).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${site.assignmentId}$`));
    await expect(page.getByTestId('job-already-started')).toBeVisible();
    await expect(page.getByTestId('confirm-job-button')).toHaveCount(0);
    await screenshot(page, 'crew-job-started-phone');

    await confirmAssignment(planner, site.assignmentId);
    await page.reload();
    await expect(page.getByTestId('job-confirmed')).toBeVisible();
  });

  test('checks in and out on the crew page with the location of the phone', async ({ pageAs }) => {
    const page = await pageAs('crew', { at: `/jobs/${site.assignmentId}` });
    await page.getByTestId('job-crew-link').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${site.crewId}$`));
    await expect(page.getByTestId('crew-page')).toBeVisible();
    // Crew members do not lead: no sign-off or delivery note here.
    await expect(page.getByTestId('crew-sign-off-link')).toHaveCount(0);
    await screenshot(page, 'crew-page-phone');

    await page.getByTestId('go-check-in').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${site.crewId}/check-in$`));
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await screenshot(page, 'crew-check-in-phone');
    await page.getByTestId('check-in-button').click();
    await expect(page.getByTestId('attendance-done')).toBeVisible();
    await expect(page.getByTestId('attendance-time')).toHaveText(/\d/);
    await expect(page.getByTestId('check-in-button')).toHaveCount(0);
    await screenshot(page, 'crew-checked-in-phone');
    const checkedIn = await crewPageView(crew, site.crewId);
    expect(checkedIn.viewer.checkInAt).not.toBeNull();
    expect(checkedIn.viewer.checkOutAt).toBeNull();

    await page.goto(`/crews/${site.crewId}`);
    await page.getByTestId('go-check-out').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${site.crewId}/check-out$`));
    await page.getByTestId('check-out-button').click();
    await expect(page.getByTestId('attendance-done')).toBeVisible();
    await expect(page.getByTestId('attendance-time')).toHaveText(/\d/);
    await screenshot(page, 'crew-checked-out-phone');

    const checkedOut = await crewPageView(crew, site.crewId);
    expect(checkedOut.viewer.checkOutAt).not.toBeNull();
    // Both moments went out with the browser's position.
    const locations = (
      await crew.get<LiveLocation[]>(`/projectCrews/${site.crewId}/liveLocations`)
    ).filter(({ kind }) => kind !== 'ping');
    expect(locations.map(({ kind }) => kind).sort()).toEqual(['check_in', 'check_out']);
    for (const location of locations) {
      expect(location).toMatchObject({ personId: crew.personId, ...onSite });
    }

    // Done for the day: the crew page offers neither step any more.
    await page.goto(`/crews/${site.crewId}`);
    await expect(page.getByTestId('attendance-card')).toBeVisible();
    await expect(page.getByTestId('go-check-in')).toHaveCount(0);
    await expect(page.getByTestId('go-check-out')).toHaveCount(0);
  });

  test('keeps sign-off for the crew chief, who proposes the paid and charged hours', async ({
    pageAs,
  }) => {
    const member = await pageAs('crew', { at: `/crews/${site.crewId}/sign-off` });
    await expect(member.getByTestId('only-crew-chief')).toBeVisible();

    const page = await pageAs('chief', { at: `/crews/${site.crewId}` });
    await page.getByTestId('crew-sign-off-link').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${site.crewId}/sign-off$`));
    const row = page.getByTestId(`sign-off-member-${site.assignmentId}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Sanne de Vries');
    await page.getByTestId(`sign-off-paid-${site.assignmentId}`).fill('7.5');
    await page.getByTestId(`sign-off-charged-${site.assignmentId}`).fill('8');
    await screenshot(page, 'chief-sign-off-phone');
    await page.getByTestId('sign-off-save').click();

    await expect
      .poll(async () => {
        const hours = (await crewPageView(chief, site.crewId)).members.find(
          (item) => item.assignmentId === site.assignmentId,
        );
        return [hours?.proposedPaidHours, hours?.proposedChargedHours, !!hours?.signedOffAt];
      })
      .toEqual([7.5, 8, true]);
    // The saved hours come back when the page is opened again.
    await page.reload();
    await expect(page.getByTestId(`sign-off-paid-${site.assignmentId}`)).toHaveValue('7.5');
  });

  test('has the delivery note signed on site, released, downloaded as PDF and mailed', async ({
    pageAs,
  }) => {
    const page = await pageAs('chief', { at: `/crews/${site.crewId}` });
    await page.getByTestId('crew-delivery-note-link').click();
    await expect(page).toHaveURL(new RegExp(`/crews/${site.crewId}/delivery-note$`));

    // The contact on site is the one to sign.
    const signer = page.getByTestId('signer-name');
    await expect(signer).toBeVisible();
    await expect(signer).toHaveValue(site.contactOnSite.name);
    await rateStars(page.getByTestId('delivery-note-rating'), 4);
    await page.getByTestId('delivery-note-comment').fill('Quick and tidy build, thanks!');
    await drawSignature(page);
    await screenshot(page, 'chief-delivery-note-sign-phone');
    await page.getByTestId('sign-delivery-note').click();

    await expect(page.getByTestId('delivery-note-signed')).toBeVisible();
    const signed = (await crewPageView(chief, site.crewId)).deliveryNote;
    expect(signed).toMatchObject({
      signerName: site.contactOnSite.name,
      rating: 4,
      comment: 'Quick and tidy build, thanks!',
      releasedAt: null,
      downloaded: false,
    });
    expect(signed.signedAt).not.toBeNull();

    await page.getByTestId('release-delivery-note').click();
    const download = page.getByTestId('download-delivery-note');
    await expect(download).toBeVisible();
    const released = (await crewPageView(chief, site.crewId)).deliveryNote;
    expect(released.releasedAt).not.toBeNull();
    expect(released.downloaded).toBe(true);
    await screenshot(page, 'chief-delivery-note-signed-phone');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1_000);

    await page.getByTestId('send-delivery-note').click();
    await expect(page.getByTestId('delivery-note-sent')).toBeVisible();
    expect((await crewPageView(chief, site.crewId)).deliveryNote.sentAt).not.toBeNull();
  });
});

test.describe('sharing the position while checked in', () => {
  test('sends a ping from the open crew page every five minutes', async ({ page }) => {
    test.setTimeout(midnightWaitMs + 60_000);
    await awayFromMidnight();
    const site = await prepareOnSiteCrew(planner, crew, {
      name: 'Hall 4 rigging',
      status: 'confirmed',
    });
    // Checked in already (through the API): this is about what the open page does afterwards.
    await crew.post(`/projectCrews/${site.crewId}/liveLocations`, {
      kind: 'check_in',
      ...onSite,
    });
    // The page's own clock, running normally, which the test can move five minutes on at once.
    await page.clock.install();
    await loginAs(page, 'crew');
    await page.goto(`/crews/${site.crewId}`);
    await expect(page.getByTestId('location-sharing')).toBeVisible();

    const pings = async () =>
      (await crew.get<LiveLocation[]>(`/projectCrews/${site.crewId}/liveLocations`)).filter(
        ({ kind }) => kind === 'ping',
      );
    expect(await pings()).toEqual([]);
    // Each round is five minutes on the page's clock; the API shows what the page sent. More
    // than one round is only needed if the timer was not set yet when the first one ran.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('05:00');
          return (await pings()).length;
        },
        { timeout: 20_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    const [ping] = await pings();
    expect(ping).toMatchObject({ personId: crew.personId, kind: 'ping', ...onSite });
  });
});

test.describe('checking in without location permission', () => {
  // No geolocation permission granted to this context.
  test.use({ permissions: [] });

  test('warns that location access is needed and records nothing', async ({ pageAs }) => {
    test.setTimeout(midnightWaitMs + 60_000);
    await awayFromMidnight();
    const site = await prepareOnSiteCrew(planner, crew, {
      name: 'Hall 3 load-in',
      status: 'confirmed',
    });
    const page = await pageAs('crew', { at: `/crews/${site.crewId}/check-in` });
    await page.getByTestId('check-in-button').click();
    await expect(page.getByTestId('permission-warning')).toBeVisible();
    await screenshot(page, 'crew-check-in-no-permission-phone');
    await expect(page.getByTestId('attendance-done')).toHaveCount(0);
    expect((await crewPageView(crew, site.crewId)).viewer.checkInAt).toBeNull();
  });
});
