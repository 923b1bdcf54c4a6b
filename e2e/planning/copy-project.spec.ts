import type { Api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import { addDays } from '../support/dates';
import { idOf } from '../support/test-ids';
import {
  bestPersonFor,
  clientCompany,
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

test.use(planningContext);

let planner: Api;

// The original a week and a half ahead; the copy a week after it.
const date = addDays(today(), 10);
const copyDate = addDays(date, 7);
const crewName = 'Main hall';
let original: ProjectRecord;

test.beforeAll(async ({ apiAs }) => {
  planner = await apiAs('planner');
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

test.describe('copying a project', () => {
  test('creates an independent project: changes to one leave the other alone', async ({
    pageAs,
    plannerPage: phone,
  }) => {
    const before = await projectState(planner, original.number);
    expect(before.booking.map((item) => item.status)).toEqual(['confirmed']);

    const page = await pageAs('planner', {
      viewport: viewports.desktop,
      at: `/projects/${original.number}`,
    });
    await expect(page.locator('[data-testid^="position-row-"]').first()).toBeVisible();
    await page.getByTestId('copy-project-button').click();
    const modal = page.getByTestId('copy-project-modal');
    await expect(page.getByTestId('copy-project-name')).toBeVisible();
    await expect(page.getByTestId('copy-project-name')).toHaveValue(`${original.name} (copy)`);
    await expect(page.getByTestId('copy-project-date')).toHaveValue(date);
    const copyName = uniqueName('Harbour Congress, next week');
    await page.getByTestId('copy-project-name').fill(copyName);
    await page.getByTestId('copy-project-date').fill(copyDate);
    await expect(page.getByTestId('copy-project-crews')).toBeChecked();
    await page.getByTestId('copy-project-persons').check();
    await screenshot(page, 'planning-copy-project-desktop');
    const done = await successToast(page, 'has been created', () =>
      page.getByTestId('copy-project-modal-submit').click(),
    );
    await expect(page.getByTestId('copy-project-name')).toHaveCount(0);
    await expect(modal).toHaveCount(0);

    // The copy opens: a new number, its own crew and positions, moved a week on.
    await expect(page).toHaveURL((url) => !url.pathname.endsWith(`/projects/${original.number}`));
    await expect(page.getByTestId('project-name')).toHaveText(copyName);
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
    await expect(assignment).toBeVisible();
    await expect(assignment).toHaveAttribute('data-status', 'requested');
    await assignment.getByTestId('assignment-action-notNeeded').click();
    await expect(assignment).toHaveAttribute('data-status', 'not_needed');
    await expect(row).toHaveAttribute('data-colour', 'cancellation');

    const crewCard = page.locator('[data-testid^="crew-card-"]').filter({ hasText: crewName });
    const crewId = await idOf(crewCard, 'crew-card-');
    expect(crewId).toBe(copied.crews[0]!.id);
    await page.getByTestId(`add-position-${crewId}`).click();
    await expect(page.getByTestId('add-position-submit')).toBeVisible();
    await pickOption(page, page.getByTestId('add-position-functionId'), 'Runner');
    await expect(page.getByTestId('add-position-startDate')).toHaveValue(copyDate);
    await page.getByTestId('add-position-startTime').fill('12:00');
    await page.getByTestId('add-position-endTime').fill('16:00');
    await page.getByTestId('add-position-chargeableHours').fill('4');
    await page.getByTestId('add-position-submit').click();
    await expect(page.getByTestId('add-position-submit')).toHaveCount(0);
    await expect(crewCard.locator('[data-testid^="position-row-"]')).toHaveCount(3);
    await screenshot(page, 'planning-copied-project-desktop');

    // The original has not moved: same people, statuses, positions and dates.
    expect(await projectState(planner, original.number)).toEqual(before);
    await page.goto(`/projects/${original.number}`);
    const originalRow = page.getByTestId(
      `position-row-${before.positions.find((p) => p.functionName === 'Stagehand')!.id}`,
    );
    await expect(originalRow).toBeVisible();
    await expect(page.locator('[data-testid^="position-row-"]')).toHaveCount(2);
    await expect(originalRow.getByTestId(`assignment-${before.booking[0]!.id}`)).toHaveAttribute(
      'data-status',
      'confirmed',
    );
    await expect(originalRow).toHaveAttribute('data-colour', 'confirmedPosition');

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

    await phone.goto(`/projects/${copyNumber}`);
    await expect(phone.getByTestId(`position-row-${copiedStagehand.id}`)).toBeVisible();
    await expect(phone.getByTestId('project-name')).toHaveText(copyName);
    await screenshot(phone, 'planning-copied-project-phone');
  });
});
