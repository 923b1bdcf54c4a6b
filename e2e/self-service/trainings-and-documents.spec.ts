import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

test.describe('trainings and mobile documents', () => {
  test('office@ hands crew@ a new course, crew@ sees it to do, then completed', async ({
    pageAs,
  }) => {
    const course = `Rigging basics ${Date.now()}`;
    const office = await pageAs('office', { at: '/trainings' });
    await office.getByRole('button', { name: 'New course' }).click();
    const courseDialog = office.getByTestId('training-course');
    await courseDialog.getByLabel('Name').fill(course);
    await courseDialog.getByRole('button', { name: 'Create' }).click();
    await expect(courseDialog).toBeHidden();

    await office.getByRole('button', { name: 'Assign training' }).click();
    await office.getByTestId('assign-training-person').fill('Sanne');
    await office.getByRole('option', { name: 'Sanne de Vries' }).click();
    await office.getByTestId('assign-training-course').click();
    await office.getByRole('option', { name: course }).click();
    await office.getByTestId('assign-training').getByRole('button', { name: 'Assign' }).click();
    await expect(office.getByTestId('assign-training')).toBeHidden();

    const crew = await pageAs('crew', { viewport: viewports.phone, at: '/trainings' });
    await expect(crew.getByTestId('trainings-to-do')).toContainText(course);

    const card = office.getByTestId('training').filter({ hasText: course });
    await card.getByRole('button', { name: 'Record completion' }).click();
    await office.getByTestId('complete-training').getByRole('button', { name: 'Save' }).click();
    await expect(card).toHaveAttribute('data-status', 'completed');

    await crew.reload();
    const done = crew.getByTestId('trainings-done').getByTestId('training').filter({
      hasText: course,
    });
    await expect(done).toHaveAttribute('data-status', 'completed');
    await expect(crew.getByTestId('trainings-to-do')).not.toContainText(course);
    await screenshot(crew, 'trainings-phone');
  });

  test('crew@ reads company documents and the general rate card, office@ the agreements', async ({
    pageAs,
  }) => {
    const crew = await pageAs('crew', { at: '/mobileDocuments' });
    const documents = crew.getByTestId('mobile-document');
    await expect(documents.filter({ hasText: 'Crew handbook 2026' })).toBeVisible();
    // crew@ reads the app in Dutch.
    await crew.getByRole('tab', { name: 'Tariefkaart' }).click();
    await crew
      .getByRole('button', { name: /Algemene tarieven/ })
      .first()
      .click();
    await expect(crew.getByTestId('rate-card-items').first()).toContainText('€');
    // Crew see the general prices only, never what a client agreed.
    await expect(crew.getByTestId('rate-cards')).not.toContainText('Rotterdam Ahoy Events');

    const office = await pageAs('office', { viewport: viewports.desktop, at: '/mobileDocuments' });
    await office.getByRole('tab', { name: 'Rate agreements' }).click();
    await expect(
      office.getByTestId('mobile-document').filter({ hasText: 'Framework agreement' }).first(),
    ).toBeVisible();
    await office.getByRole('tab', { name: 'Rate card' }).click();
    await expect(office.getByTestId('rate-cards')).toContainText('Rotterdam Ahoy Events');
  });
});
