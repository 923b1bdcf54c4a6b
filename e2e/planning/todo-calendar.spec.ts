import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import { addDays } from '../support/dates';
import { planningContext, successToast, today, uniqueName } from './planning-helpers';

test.use({ ...planningContext, viewport: viewports.phone });

type ActivityRecord = { id: number; caption: string; dueDate: string | null; done: boolean };

test.describe('the to-do calendar', () => {
  test('lets a planner add a to-do for a colleague, see it on its day and tick it off', async ({
    apiAs,
    pageAs,
  }) => {
    const page = await pageAs('planner', { at: '/todo-calendar' });
    await expect(page.getByTestId('todo-agenda')).toBeVisible();

    const caption = uniqueName('Book the ferry for the crew');
    // Tomorrow, unless that is next month: the calendar opens on this month.
    const due =
      addDays(today(), 1).slice(0, 7) === today().slice(0, 7) ? addDays(today(), 1) : today();
    await page.getByTestId('todo-new').click();
    await page.getByTestId('todo-caption').fill(caption);
    await page.getByTestId('todo-due').fill(due);
    await page.getByTestId('todo-priority').getByText('Urgent', { exact: true }).click();
    await page.getByTestId('todo-recipient').click();
    await page.getByRole('option', { name: 'Lucas Visser' }).click();
    await screenshot(page, 'planning-todo-form-phone');
    await successToast(page, 'To-do added', () => page.getByTestId('todo-save').click());

    const row = page.getByTestId(`todo-day-${due}`).getByText(caption);
    await expect(row).toBeVisible();
    const planner = await apiAs('planner');
    const [created] = (
      await planner.get<{ items: ActivityRecord[] }>(`/activities?from=${due}&to=${due}`)
    ).items.filter((item) => item.caption === caption);
    expect(created).toMatchObject({ dueDate: due, done: false });

    await page.getByTestId(`todo-done-${created!.id}`).check();
    await expect
      .poll(async () => (await planner.get<ActivityRecord>(`/activities/${created!.id}`)).done)
      .toBe(true);
    await screenshot(page, 'planning-todo-calendar-phone');
  });
});
