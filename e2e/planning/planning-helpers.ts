import { expect, type Locator, type Page } from '@playwright/test';
import type { Api } from '../support/api';

/** The demo company runs its events in this zone; "today" is today there. */
const planningZone = 'Europe/Amsterdam';

/** Contexts for planning pages: the planners' own zone and English dates. */
export const planningContext = { timezoneId: planningZone, locale: 'en-GB' } as const;

/** The client company of client@ (contact Olivia Smit). */
export const clientCompany = 'Rotterdam Ahoy Events';
export const clientContact = 'Olivia Smit';

/** Today's date (YYYY-MM-DD) on the wall clock of the planners. */
export const today = (): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: planningZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** A name no earlier run (on the same server) has used. */
export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;

/** Picks `option` in a Mantine Select: open its dropdown, then click the option by name. */
export const pickOption = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
};

/** Moves a month calendar (planning or projects) with its arrows to the month of `date`. */
export const showMonth = async (page: Page, date: string) => {
  const label = page.getByTestId('month-label');
  await expect(label).toBeVisible();
  const target = date.slice(0, 7);
  for (let step = 0; step < 24; step += 1) {
    const shown = (await label.getAttribute('data-month')) ?? '';
    if (shown === target) return;
    await page.getByTestId(shown < target ? 'month-next' : 'month-previous').click();
    await expect(label).not.toHaveAttribute('data-month', shown);
  }
  throw new Error(`The calendar did not reach ${target}`);
};

/**
 * Every item of `date` on a month calendar (planning or projects), once the item `testId` is
 * in: the month grid, or the day's dialog when some of the day's bars hide behind "+n more"
 * (a day shows four). The dialog is then left open. On a phone the calendar is an agenda:
 * the day is picked in its week strip and its list returned.
 */
export const calendarDay = async (page: Page, date: string, testId: string): Promise<Locator> => {
  const agendaDay = page.getByTestId(`agenda-day-${date}`);
  if (await page.getByTestId('agenda-day-list').isVisible()) {
    for (let step = 0; step < 6 && !(await agendaDay.isVisible()); step += 1) {
      const later =
        ((await page
          .locator('[data-testid^="agenda-day-2"]')
          .first()
          .getAttribute('data-testid')) ?? '') < `agenda-day-${date}`;
      await page.getByTestId(later ? 'agenda-next-week' : 'agenda-previous-week').click();
    }
    await agendaDay.click();
    const list = page.getByTestId('agenda-day-list');
    await expect(list.getByTestId(testId)).toBeVisible();
    return list;
  }
  const more = page.getByTestId(`calendar-more-${date}`);
  // The month's items are in once the bar, or the day's "more", shows.
  await expect(page.getByTestId(testId).or(more).first()).toBeVisible();
  if (!(await more.isVisible())) return page.locator('[data-testid$="-calendar-grid"]');
  await more.click();
  // The pointer stays where "+n more" was, and the dialog opens over that spot: a bar passing
  // under it while the dialog settles opens its hover popup, which then covers the bars above
  // and, under the pointer itself, stays open. In the corner the pointer hovers nothing.
  await page.mouse.move(0, 0);
  const dialog = page.getByTestId('calendar-day-modal');
  await expect(dialog.getByTestId(testId)).toBeVisible();
  return dialog;
};

/** The colour of a planning-calendar legend entry's swatch, as the browser paints it (rgb(...)). */
export const legendColour = (page: Page, key: string) =>
  page
    .getByTestId(`legend-${key}`)
    .locator('.mantine-ColorSwatch-colorOverlay')
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);

export type ProjectRecord = {
  id: number;
  number: string;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  companyName: string | null;
  state: string;
};
export type CrewRecord = { id: number; name: string; date: string; shift: string };
export type PositionRecord = {
  id: number;
  projectCrewId: number;
  functionId: number;
  functionName: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  amountOfRows: number;
  confirmedCount: number;
  requestedCount: number;
};
export type BookingRecord = {
  id: number;
  projectCrewItemId: number;
  personId: number;
  personName: string;
  status: string;
};
type Named = { id: number; name: string };
type Page_<T> = { items: T[] };
type Contact = { id: number; companyId: number; companyName: string; firstName: string };
type BestPersons = { items: { personId: number; firstName: string; lastName: string }[] };

/** Reference ids the API calls need, looked up by name. */
export const lookups = async (planner: Api) => {
  const [functions, contacts, locations] = await Promise.all([
    planner.get<Page_<Named>>('/functions'),
    planner.get<Page_<Contact>>('/contacts'),
    planner.get<Page_<Named>>('/locations'),
  ]);
  const find = <T>(list: T[], match: (item: T) => boolean, what: string): T => {
    const found = list.find(match);
    if (!found) throw new Error(`The demo data has no ${what}`);
    return found;
  };
  return {
    functionId: (name: string) =>
      find(functions.items, (item) => item.name === name, `function ${name}`).id,
    contactOf: (companyName: string) =>
      find(contacts.items, (item) => item.companyName === companyName, `contact of ${companyName}`),
    locationId: (name: string) =>
      find(locations.items, (item) => item.name === name, `location ${name}`).id,
  };
};

/** Everything of a project the tests compare: the project, its crews, positions and people. */
export const projectState = async (api: Api, number: string) => {
  const [project, crews, positions, booking] = await Promise.all([
    api.get<ProjectRecord>(`/projects/${number}`),
    api.get<CrewRecord[]>(`/projects/${number}/projectCrews`),
    api.get<PositionRecord[]>(`/projects/${number}/projectCrewItems`),
    api.get<BookingRecord[]>(`/projects/${number}/crewBooking`),
  ]);
  return { project, crews, positions, booking };
};

/** The person find-best-person ranks first for a position (through the API). */
export const bestPersonFor = async (planner: Api, positionId: number) => {
  const ranking = await planner.get<BestPersons>(`/projectCrewItems/${positionId}/bestPersons`, {
    method: 'balanced',
  });
  const best = ranking.items[0];
  if (!best) throw new Error(`Nobody is available for position ${positionId}`);
  return best;
};

/**
 * Runs `action` and returns the text of the success toast it brings up. Toasts leave after
 * three seconds, so the watch starts before the action, not after whatever follows it.
 */
export const successToast = async (
  page: Page,
  hasText: string | RegExp,
  action: () => Promise<unknown>,
): Promise<string> => {
  const toast = page.getByTestId('toast-success').filter({ hasText }).first();
  const shown = expect(toast).toBeVisible();
  try {
    await action();
  } catch (error) {
    shown.catch(() => undefined);
    throw error;
  }
  await shown;
  return (await toast.textContent()) ?? '';
};
