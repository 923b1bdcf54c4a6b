import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { loginAs } from '../support/login';
import {
  addDays,
  bestPersonFor,
  clientCompany,
  idOf,
  lookups,
  pickOption,
  planningContext,
  projectState,
  successToast,
  today,
  uniqueName,
  type BookingRecord,
  type PositionRecord,
  type ProjectRecord,
} from './planning-helpers';

const browser = useBrowser();

let planner: Api;

// The original a week and a half ahead; the copy a week after it.
const date = addDays(today(), 10);
const copyDate = addDays(date, 7);
const crewName = 'Main hall';
let original: ProjectRecord;

beforeAll(async () => {
  planner = await apiLogin(inject('baseUrl'), 'planner');
  const ids = await lookups(planner);
  const contact = ids.contactOf(clientCompany);
  original = await planner.post<ProjectRecord>('/projects', {
    name: uniqueName('Harbour Congress'),
    companyId: contact.companyId,
    contactId: contact.id,
    beginDate: date,
    endDate: addDays(date, 1),
    locationId: ids.locationId('Rotterdam Ahoy'),
    state: 'confirmed',
    crews: [
      {
        name: crewName,
        date,
        shift: 'day',
        positions: [
          {
            functionId: ids.functionId('Stagehand'),
            startTime: '07:00',
            endTime: '15:00',
            amountOfRows: 1,
            chargeableHours: 8,
          },
          {
            functionId: ids.functionId('Rigger'),
            startTime: '10:00',
            endTime: '19:00',
            amountOfRows: 1,
            chargeableHours: 9,
          },
        ],
      },
    ],
  });
  // The best stagehand is asked and confirmed, as a planner would have done.
  const positions = await planner.get<PositionRecord[]>(
    `/projects/${original.number}/projectCrewItems`,
  );
  const stagehand = positions.find((position) => position.functionName === 'Stagehand')!;
  const best = await bestPersonFor(planner, stagehand.id);
  const asked = await planner.post<BookingRecord>('/projectCrewItemStatus', {
    projectCrewItemId: stagehand.id,
    personId: best.personId,
    status: 'requested',
  });
  await planner.post(`/projectCrewItemStatus/${asked.id}/activate`);
});

const withoutIds = (state: Awaited<ReturnType<typeof projectState>>) => ({
  crews: state.crews.map(({ name, date: day, shift }) => ({ name, date: day, shift })),
  positions: state.positions
    .map(({ functionName, startDate, endDate, startTime, endTime, amountOfRows }) => ({
      functionName,
      startDate,
      endDate,
      startTime,
      endTime,
      amountOfRows,
    }))
    .sort((a, b) => a.functionName.localeCompare(b.functionName)),
});

describe('copying a project', () => {
  it('creates an independent project: changes to one leave the other alone', async () => {
    const before = await projectState(planner, original.number);
    expect(before.booking.map((item) => item.status)).toEqual(['confirmed']);

    const page = await browser.newPage({ ...planningContext, viewport: viewports.desktop });
    await loginAs(page, 'planner');
    await page.goto(`/projects/${original.number}`);
    await page.locator('[data-testid^="position-row-"]').first().waitFor({ state: 'visible' });
    await page.getByTestId('copy-project-button').click();
    const modal = page.getByTestId('copy-project-modal');
    await page.getByTestId('copy-project-name').waitFor({ state: 'visible' });
    expect(await page.getByTestId('copy-project-name').inputValue()).toBe(
      `${original.name} (copy)`,
    );
    expect(await page.getByTestId('copy-project-date').inputValue()).toBe(date);
    const copyName = uniqueName('Harbour Congress, next week');
    await page.getByTestId('copy-project-name').fill(copyName);
    await page.getByTestId('copy-project-date').fill(copyDate);
    expect(await page.getByTestId('copy-project-crews').isChecked()).toBe(true);
    await page.getByTestId('copy-project-persons').check();
    await screenshot(page, 'planning-copy-project-desktop');
    const done = await successToast(page, 'has been created', () =>
      page.getByTestId('copy-project-modal-submit').click(),
    );
    await page.getByTestId('copy-project-name').waitFor({ state: 'detached' });
    expect(await modal.count()).toBe(0);

    // The copy opens: a new number, its own crew and positions, moved a week on.
    await page.waitForURL((url) => !url.pathname.endsWith(`/projects/${original.number}`));
    await expect.poll(() => page.getByTestId('project-name').textContent()).toBe(copyName);
    const copyNumber = (await page.getByTestId('project-number').textContent())?.trim() ?? '';
    expect(copyNumber).not.toBe(original.number);
    expect(page.url()).toMatch(new RegExp(`/projects/${copyNumber}$`));
    expect(done).toContain(copyNumber);

    const copied = await projectState(planner, copyNumber);
    expect(copied.project).toMatchObject({
      name: copyName,
      beginDate: copyDate,
      endDate: addDays(copyDate, 1),
      companyName: clientCompany,
      state: 'confirmed',
    });
    expect(withoutIds(copied)).toEqual({
      crews: [{ name: crewName, date: copyDate, shift: 'day' }],
      positions: withoutIds(before).positions.map((position) => ({
        ...position,
        startDate: copyDate,
        endDate: copyDate,
      })),
    });
    const originalIds = {
      crews: before.crews.map((crew) => crew.id),
      positions: before.positions.map((position) => position.id),
      booking: before.booking.map((item) => item.id),
    };
    for (const crew of copied.crews) expect(originalIds.crews).not.toContain(crew.id);
    for (const position of copied.positions)
      expect(originalIds.positions).not.toContain(position.id);
    // The people come along as new requests: they are asked again for the new date.
    expect(copied.booking).toEqual([
      expect.objectContaining({ personId: before.booking[0]!.personId, status: 'requested' }),
    ]);
    expect(originalIds.booking).not.toContain(copied.booking[0]!.id);

    // Change the copy on screen: the copied person is not needed, and a position is added.
    const copiedStagehand = copied.positions.find((p) => p.functionName === 'Stagehand')!;
    const row = page.getByTestId(`position-row-${copiedStagehand.id}`);
    const assignment = row.getByTestId(`assignment-${copied.booking[0]!.id}`);
    await assignment.waitFor({ state: 'visible' });
    expect(await assignment.getAttribute('data-status')).toBe('requested');
    await assignment.getByTestId('assignment-action-notNeeded').click();
    await expect.poll(() => assignment.getAttribute('data-status')).toBe('not_needed');
    await expect.poll(() => row.getAttribute('data-colour')).toBe('cancellation');

    const crewCard = page.locator('[data-testid^="crew-card-"]').filter({ hasText: crewName });
    const crewId = await idOf(crewCard, 'crew-card-');
    expect(crewId).toBe(copied.crews[0]!.id);
    await page.getByTestId(`add-position-${crewId}`).click();
    await page.getByTestId('add-position-submit').waitFor({ state: 'visible' });
    await pickOption(page, page.getByTestId('add-position-functionId'), 'Runner');
    expect(await page.getByTestId('add-position-startDate').inputValue()).toBe(copyDate);
    await page.getByTestId('add-position-startTime').fill('12:00');
    await page.getByTestId('add-position-endTime').fill('16:00');
    await page.getByTestId('add-position-chargeableHours').fill('4');
    await page.getByTestId('add-position-submit').click();
    await page.getByTestId('add-position-submit').waitFor({ state: 'detached' });
    await expect.poll(() => crewCard.locator('[data-testid^="position-row-"]').count()).toBe(3);
    await screenshot(page, 'planning-copied-project-desktop');

    // The original has not moved: same people, statuses, positions and dates.
    expect(await projectState(planner, original.number)).toEqual(before);
    await page.goto(`/projects/${original.number}`);
    const originalRow = page.getByTestId(
      `position-row-${before.positions.find((p) => p.functionName === 'Stagehand')!.id}`,
    );
    await originalRow.waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid^="position-row-"]').count()).toBe(2);
    expect(
      await originalRow
        .getByTestId(`assignment-${before.booking[0]!.id}`)
        .getAttribute('data-status'),
    ).toBe('confirmed');
    expect(await originalRow.getAttribute('data-colour')).toBe('confirmedPosition');

    // And the other way round: changing the original leaves the copy alone.
    const copyNow = await projectState(planner, copyNumber);
    const originalRigger = before.positions.find((p) => p.functionName === 'Rigger')!;
    await planner.post(`/projectCrewItems/${originalRigger.id}/update`, {
      amountOfRows: 3,
      endTime: '20:00',
    });
    await planner.post(`/projects/${original.number}`, { name: `${original.name} (moved)` });
    const changed = await projectState(planner, original.number);
    expect(changed.project.name).toBe(`${original.name} (moved)`);
    expect(changed.positions.find((p) => p.id === originalRigger.id)).toMatchObject({
      amountOfRows: 3,
      endTime: '20:00',
    });
    expect(await projectState(planner, copyNumber)).toEqual(copyNow);

    const phone = await browser.newPage({ ...planningContext, viewport: viewports.phone });
    await loginAs(phone, 'planner');
    await phone.goto(`/projects/${copyNumber}`);
    await phone.getByTestId(`position-row-${copiedStagehand.id}`).waitFor({ state: 'visible' });
    expect(await phone.getByTestId('project-name').textContent()).toBe(copyName);
    await screenshot(phone, 'planning-copied-project-phone');
  });
});
