import { expect, test } from '../support/fixtures';

type FaqPage = { items: { id: number; question: string }[] };

test.describe('the help centre', () => {
  test('crew@ opens it from home and finds an FAQ by a word of its Dutch answer', async ({
    crewPage: page,
  }) => {
    await page.getByTestId('home-shortcut-helpCenter').click();
    await expect(page).toHaveURL(/\/HelpCenter$/);
    // crew@ reads Dutch: the word only occurs in the answer, and in a longer form.
    await page.getByTestId('faq-search').fill('vakantiedag');
    const question = page.getByRole('button', { name: 'Hoe vraag ik vrije dagen aan?' });
    await expect(question).toBeVisible();
    await expect(page.getByTestId('faq-list').getByRole('button')).toHaveCount(1);
    await question.click();
    await expect(page.getByText('Vakantie aanvragen')).toBeVisible();
  });

  test('office@ writes an FAQ only for clients, which crew@ cannot see', async ({
    pageAs,
    apiAs,
  }) => {
    const question = `Waar parkeren klanten bij hal ${Date.now()}?`;
    const page = await pageAs('office', { at: '/help' });
    await page.getByTestId('faq-new').click();
    await page.getByTestId('faq-question').fill(question);
    await page.getByTestId('faq-answer').fill('Gebruik **parkeergarage P3** aan de zuidkant.');
    await page.getByTestId('faq-language').click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByTestId('faq-login-types').click();
    await page.getByRole('option', { name: 'Clients' }).click();
    await page.getByTestId('faq-tags').fill('parkeren ');
    await page.getByTestId('faq-form-submit').click();
    await expect(page.getByTestId('faq-form')).toBeHidden();

    // The office sees it among all FAQs.
    await page.getByTestId('faq-editor-view').check();
    await page.getByTestId('faq-search').fill('parkeergarage');
    await expect(page.getByRole('button', { name: question })).toBeVisible();

    // A client reading Dutch finds it; crew@, who reads Dutch too, does not.
    const client = await apiAs('client');
    const forClient = await client.get<FaqPage>('/faq', { q: 'parkeergarage', language: 'nl' });
    expect(forClient.items.map((faq) => faq.question)).toContain(question);
    const crewPage = await pageAs('crew', { at: '/HelpCenter' });
    await crewPage.getByTestId('faq-search').fill('parkeergarage');
    await expect(crewPage.getByTestId('no-results')).toBeVisible();
    await expect(crewPage.getByText(question)).toHaveCount(0);
    // Not even through the FAQ's own link.
    const shared = forClient.items.find((faq) => faq.question === question)!;
    await crewPage.goto(`/HelpCenter?faq=${shared.id}`);
    await expect(crewPage.getByTestId('faq-detail-missing')).toBeVisible();
    await expect(crewPage.getByText(question)).toHaveCount(0);
  });
});
