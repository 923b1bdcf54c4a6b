import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser } from '../support/browser';
import {
  awayFromMidnight,
  confirmAssignment,
  crewContext,
  crewPage,
  midnightWaitMs,
  onSite,
  prepareOnSiteCrew,
  type OnSiteCrew,
} from '../support/crew-day';
import { loginAs } from '../support/login';
import { drawSignature, rateStars } from '../support/signature';

const browser = useBrowser();

type LiveLocation = { personId: number; kind: string; latitude: number; longitude: number };

let crew: Api;
let chief: Api;
let planner: Api;

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  [crew, chief, planner] = await Promise.all([
    apiLogin(baseUrl, 'crew'),
    apiLogin(baseUrl, 'chief'),
    apiLogin(baseUrl, 'planner'),
  ]);
});

/** A phone on site: location shared with the app, clock in the crew's time zone. */
const phoneOnSite = () =>
  browser.newPage({ ...crewContext, geolocation: onSite, permissions: ['geolocation'] });

describe('a day on site: check-in, check-out, sign-off and delivery note', () => {
  let site: OnSiteCrew;

  beforeAll(async () => {
    await awayFromMidnight();
    // Asked, not yet confirmed: the shift has already begun when the crew member sees it.
    site = await prepareOnSiteCrew(planner, crew, {
      name: 'Hall 2 stand build',
      status: 'requested',
    });
  }, midnightWaitMs + 60_000);

  it('offers no confirmation once the job has started; planning confirms it', async () => {
    const page = await phoneOnSite();
    await loginAs(page, 'crew');
    await page.goto('/jobs?tab=toConfirm');
    await page.getByTestId(`job-link-${site.assignmentId}`).click();
    await page.waitForURL(new RegExp(`/jobs/${site.assignmentId}$`));
    await page.getByTestId('job-already-started').waitFor({ state: 'visible' });
    expect(await page.getByTestId('confirm-job-button').count()).toBe(0);
    await screenshot(page, 'crew-job-started-phone');

    await confirmAssignment(planner, site.assignmentId);
    await page.reload();
    await page.getByTestId('job-confirmed').waitFor({ state: 'visible' });
  });

  it('checks in and out on the crew page with the location of the phone', async () => {
    const page = await phoneOnSite();
    await loginAs(page, 'crew');
    await page.goto(`/jobs/${site.assignmentId}`);
    await page.getByTestId('job-crew-link').click();
    await page.waitForURL(new RegExp(`/crews/${site.crewId}$`));
    await page.getByTestId('crew-page').waitFor({ state: 'visible' });
    // Crew members do not lead: no sign-off or delivery note here.
    expect(await page.getByTestId('crew-sign-off-link').count()).toBe(0);
    await screenshot(page, 'crew-page-phone');

    await page.getByTestId('go-check-in').click();
    await page.waitForURL(new RegExp(`/crews/${site.crewId}/check-in$`));
    await page.getByTestId('check-in-button').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-check-in-phone');
    await page.getByTestId('check-in-button').click();
    await page.getByTestId('attendance-done').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('attendance-time').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('check-in-button').count()).toBe(0);
    await screenshot(page, 'crew-checked-in-phone');
    const checkedIn = await crewPage(crew, site.crewId);
    expect(checkedIn.viewer.checkInAt).not.toBeNull();
    expect(checkedIn.viewer.checkOutAt).toBeNull();

    await page.goto(`/crews/${site.crewId}`);
    await page.getByTestId('go-check-out').click();
    await page.waitForURL(new RegExp(`/crews/${site.crewId}/check-out$`));
    await page.getByTestId('check-out-button').click();
    await page.getByTestId('attendance-done').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('attendance-time').textContent()).toMatch(/\d/);
    await screenshot(page, 'crew-checked-out-phone');

    const checkedOut = await crewPage(crew, site.crewId);
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
    await page.getByTestId('attendance-card').waitFor({ state: 'visible' });
    expect(await page.getByTestId('go-check-in').count()).toBe(0);
    expect(await page.getByTestId('go-check-out').count()).toBe(0);
  });

  it('keeps sign-off for the crew chief, who proposes the paid and charged hours', async () => {
    const member = await browser.newPage(crewContext);
    await loginAs(member, 'crew');
    await member.goto(`/crews/${site.crewId}/sign-off`);
    await member.getByTestId('only-crew-chief').waitFor({ state: 'visible' });

    const page = await phoneOnSite();
    await loginAs(page, 'chief');
    await page.goto(`/crews/${site.crewId}`);
    await page.getByTestId('crew-sign-off-link').click();
    await page.waitForURL(new RegExp(`/crews/${site.crewId}/sign-off$`));
    const row = page.getByTestId(`sign-off-member-${site.assignmentId}`);
    await row.waitFor({ state: 'visible' });
    expect(await row.textContent()).toContain('Sanne de Vries');
    await page.getByTestId(`sign-off-paid-${site.assignmentId}`).fill('7.5');
    await page.getByTestId(`sign-off-charged-${site.assignmentId}`).fill('8');
    await screenshot(page, 'chief-sign-off-phone');
    await page.getByTestId('sign-off-save').click();

    await expect
      .poll(async () => {
        const hours = (await crewPage(chief, site.crewId)).members.find(
          (item) => item.assignmentId === site.assignmentId,
        );
        return [hours?.proposedPaidHours, hours?.proposedChargedHours, !!hours?.signedOffAt];
      })
      .toEqual([7.5, 8, true]);
    // The saved hours come back when the page is opened again.
    await page.reload();
    await expect
      .poll(() => page.getByTestId(`sign-off-paid-${site.assignmentId}`).inputValue())
      .toBe('7.5');
  });

  it('has the delivery note signed on site, released, downloaded as PDF and mailed', async () => {
    const page = await phoneOnSite();
    await loginAs(page, 'chief');
    await page.goto(`/crews/${site.crewId}`);
    await page.getByTestId('crew-delivery-note-link').click();
    await page.waitForURL(new RegExp(`/crews/${site.crewId}/delivery-note$`));

    // The contact on site is the one to sign.
    const signer = page.getByTestId('signer-name');
    await signer.waitFor({ state: 'visible' });
    expect(await signer.inputValue()).toBe(site.contactOnSite.name);
    await rateStars(page.getByTestId('delivery-note-rating'), 4);
    await page.getByTestId('delivery-note-comment').fill('Quick and tidy build, thanks!');
    await drawSignature(page);
    await screenshot(page, 'chief-delivery-note-sign-phone');
    await page.getByTestId('sign-delivery-note').click();

    await page.getByTestId('delivery-note-signed').waitFor({ state: 'visible' });
    const signed = (await crewPage(chief, site.crewId)).deliveryNote;
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
    await download.waitFor({ state: 'visible' });
    const released = (await crewPage(chief, site.crewId)).deliveryNote;
    expect(released.releasedAt).not.toBeNull();
    expect(released.downloaded).toBe(true);
    await screenshot(page, 'chief-delivery-note-signed-phone');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1_000);

    await page.getByTestId('send-delivery-note').click();
    await page.getByTestId('delivery-note-sent').waitFor({ state: 'visible' });
    expect((await crewPage(chief, site.crewId)).deliveryNote.sentAt).not.toBeNull();
  });
});

describe('sharing the position while checked in', () => {
  it(
    'sends a ping from the open crew page every five minutes',
    async () => {
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
      const page = await phoneOnSite();
      // The page's own clock, running normally, which the test can move five minutes on at once.
      await page.clock.install();
      await loginAs(page, 'crew');
      await page.goto(`/crews/${site.crewId}`);
      await page.getByTestId('location-sharing').waitFor({ state: 'visible' });

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
          { timeout: 20_000, interval: 2_000 },
        )
        .toBeGreaterThan(0);
      const [ping] = await pings();
      expect(ping).toMatchObject({ personId: crew.personId, kind: 'ping', ...onSite });
    },
    midnightWaitMs + 60_000,
  );
});

describe('checking in without location permission', () => {
  it(
    'warns that location access is needed and records nothing',
    async () => {
      await awayFromMidnight();
      const site = await prepareOnSiteCrew(planner, crew, {
        name: 'Hall 3 load-in',
        status: 'confirmed',
      });
      // No geolocation permission granted to this context.
      const page = await browser.newPage(crewContext);
      await loginAs(page, 'crew');
      await page.goto(`/crews/${site.crewId}/check-in`);
      await page.getByTestId('check-in-button').click();
      await page.getByTestId('permission-warning').waitFor({ state: 'visible' });
      await screenshot(page, 'crew-check-in-no-permission-phone');
      expect(await page.getByTestId('attendance-done').count()).toBe(0);
      expect((await crewPage(crew, site.crewId)).viewer.checkInAt).toBeNull();
    },
    midnightWaitMs + 60_000,
  );
});
