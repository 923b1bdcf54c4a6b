import { expect, test } from '../support/fixtures';

test('planner@ keeps a to-do about crew@ on their crew profile', async ({ apiAs, pageAs }) => {
  const crew = await apiAs('crew');
  const caption = `Ask for the new VCA certificate ${Date.now()}`;
  const page = await pageAs('planner', { at: `/crew-profile/${crew.personId}` });
  await expect(page.getByTestId('crew-profile')).toBeVisible();
  const notes = page.getByTestId('person-notes');
  await notes.getByTestId('person-note-add').click();
  // The segmented control's radio is visually hidden: its label is what a person taps.
  await page.getByTestId('person-note-form').getByText('To-do', { exact: true }).click();
  await page.getByTestId('person-note-caption').fill(caption);
  await page.getByTestId('person-note-save').click();
  await expect(page.getByTestId('person-note-form')).toContainText('This field is required');
  await page.getByTestId('person-note-due').fill('2026-12-04');
  await page.getByTestId('person-note-save').click();
  await expect(page.getByTestId('person-note-form')).toBeHidden();
  await expect(notes.getByText(caption)).toBeVisible();
  // It is an activity like any other, so the to-do calendar's list has it too.
  const planner = await apiAs('planner');
  const todos = await planner.get<{ items: { caption: string }[] }>('/activities', {
    subjectType: 'person',
    subjectId: crew.personId!,
    limit: 100,
  });
  expect(todos.items.map((todo) => todo.caption)).toContain(caption);
});
