import { readFile } from 'node:fs/promises';
import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import { drawSignature } from '../support/signature';

type FormToFill = { resultId: number; name: string; slug: string };
type FormPerform = {
  status: string;
  signed: boolean;
  questions: { id: number; type: string }[];
};

test.use(crewContext);

let crew: Api;

test.beforeAll(async ({ apiAs }) => {
  crew = await apiAs('crew');
});

test.describe('a crew member fills in a form', () => {
  test('opens it from home, answers step by step, signs, submits and downloads the PDF', async ({
    crewPage: page,
  }) => {
    const trainings = await crew.get<{ items: FormToFill[] }>(
      `/persons/${crew.personId}/formsTrainingPerform`,
    );
    const briefing = trainings.items.find((item) => item.name === 'Working at height briefing')!;
    const { questions } = await crew.get<FormPerform>(`/forms/perform/${briefing.resultId}`);
    const [info, readIt, harness] = questions;

    // Home's "forms to fill" block opens the form.
    await page.getByTestId(`home-form-${briefing.resultId}`).click();
    // The URL names the form and the step, so a reload opens the same question.
    await expect(page).toHaveURL(
      new RegExp(`/forms/${briefing.resultId}/${briefing.slug}/${info!.id}$`),
    );
    await expect(page.getByTestId('question-attachment')).toBeVisible();
    await screenshot(page, 'crew-form-info-phone');
    await page.getByTestId('step-next').click();

    await expect(page.getByTestId(`step-${readIt!.id}`)).toBeVisible();
    const yes = await page.locator('input[value="yes"]').getAttribute('id');
    await page.locator(`label[for="${yes}"]`).click();
    await page.getByTestId('step-next').click();

    await expect(page.getByTestId(`step-${harness!.id}`)).toBeVisible();
    await page.getByLabel('2.5 metres').check();
    await screenshot(page, 'crew-form-question-phone');
    await page.getByTestId('step-next').click();

    await expect(page.getByTestId('review-step')).toBeVisible();
    await expect(page.getByTestId(`answer-${harness!.id}`)).toContainText('2.5 metres');
    await drawSignature(page);
    await screenshot(page, 'crew-form-review-phone');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('form-submitted')).toBeVisible();
    await screenshot(page, 'crew-form-submitted-phone');

    const submitted = await crew.get<FormPerform>(`/forms/perform/${briefing.resultId}`);
    expect(submitted).toMatchObject({ status: 'submitted', signed: true });

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('form-download').click(),
    ]);
    expect(file.suggestedFilename()).toBe('working-at-height-briefing.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await expect(page.getByTestId('form-submitted')).toBeVisible();
    await screenshot(page, 'crew-form-submitted-desktop');
  });
});
