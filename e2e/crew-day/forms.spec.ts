import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { crewContext } from '../support/crew-day';
import { loginAs } from '../support/login';
import { drawSignature } from '../support/signature';

const browser = useBrowser();

type FormToFill = { resultId: number; name: string; slug: string };
type FormPerform = {
  status: string;
  signed: boolean;
  questions: { id: number; type: string }[];
};

let crew: Api;

beforeAll(async () => {
  crew = await apiLogin(inject('baseUrl'), 'crew');
});

describe('a crew member fills in a form', () => {
  it('opens it from home, answers step by step, signs, submits and downloads the PDF', async () => {
    const trainings = await crew.get<{ items: FormToFill[] }>(
      `/persons/${crew.personId}/formsTrainingPerform`,
    );
    const briefing = trainings.items.find((item) => item.name === 'Working at height briefing')!;
    const { questions } = await crew.get<FormPerform>(`/forms/perform/${briefing.resultId}`);
    const [info, readIt, harness] = questions;

    const page = await browser.newPage(crewContext);
    await loginAs(page, 'crew');
    // Home's "forms to fill" block opens the form.
    await page.getByTestId(`home-form-${briefing.resultId}`).click();
    // The URL names the form and the step, so a reload opens the same question.
    await page.waitForURL(`**/forms/${briefing.resultId}/${briefing.slug}/${info!.id}`);
    await page.getByTestId('question-attachment').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-form-info-phone');
    await page.getByTestId('step-next').click();

    await page.getByTestId(`step-${readIt!.id}`).waitFor({ state: 'visible' });
    const yes = await page.locator('input[value="yes"]').getAttribute('id');
    await page.locator(`label[for="${yes}"]`).click();
    await page.getByTestId('step-next').click();

    await page.getByTestId(`step-${harness!.id}`).waitFor({ state: 'visible' });
    await page.getByLabel('2.5 metres').check();
    await screenshot(page, 'crew-form-question-phone');
    await page.getByTestId('step-next').click();

    await page.getByTestId('review-step').waitFor({ state: 'visible' });
    expect(await page.getByTestId(`answer-${harness!.id}`).textContent()).toContain('2.5 metres');
    await drawSignature(page);
    await screenshot(page, 'crew-form-review-phone');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-submitted').waitFor({ state: 'visible' });
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
    await page.getByTestId('form-submitted').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-form-submitted-desktop');
  });
});
