import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';
import { drawSignature, rateStars } from '../support/signature';

type DocumentToSign = { id: number; name: string };
type Signing = {
  isSigned: boolean;
  signedFile: { url: string } | null;
  signatories: { name: string; statusCaption: string | null }[];
};

const addendum = 'Contract addendum 2027: rates and hours';

test.use(crewContext);

let crew: Api;

test.beforeAll(async ({ apiAs }) => {
  crew = await apiAs('crew');
});

test.describe('a crew member signs a document from home', () => {
  test('opens it from the home block, signs it and sees it signed', async ({ crewPage: page }) => {
    const [document] = (await crew.get<{ items: DocumentToSign[] }>('/documentsToSign')).items;
    expect(document?.name).toBe(addendum);

    const block = page.getByTestId('home-section-documents');
    await block.getByRole('link', { name: addendum }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${document!.id}$`));
    await expect(page.getByTestId('pdf-preview')).toBeVisible();
    // The office signed first; it is my turn now.
    await expect(page.getByTestId('document-signatories').getByText('Lucas Visser')).toHaveCount(1);
    await screenshot(page, 'crew-document-to-sign-phone');

    await drawSignature(page);
    await rateStars(page.getByTestId('document-rating'), 5);
    await screenshot(page, 'crew-document-signature-phone');
    await page.getByTestId('sign-document-submit').click();
    await expect(page.getByTestId('document-signed')).toBeVisible();
    await expect(page.getByTestId('sign-document')).toHaveCount(0);
    await screenshot(page, 'crew-document-signed-phone');

    const signing = await crew.get<Signing>(`/documents/${document!.id}/signing`);
    expect(signing.isSigned).toBe(true);
    expect(signing.signatories.map((each) => each.statusCaption)).toEqual(['Signed', 'Signed']);
    expect(signing.signedFile).not.toBeNull();

    // Home no longer asks for it.
    await page.goto('/');
    await expect(
      page.locator('[data-testid^="home-section-"], [data-testid="home-all-clear"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: addendum })).toHaveCount(0);

    await page.setViewportSize(viewports.desktop);
    await page.goto(`/documents/${document!.id}`);
    await expect(page.getByTestId('document-signed')).toBeVisible();
    await screenshot(page, 'crew-document-signed-desktop');
  });
});
