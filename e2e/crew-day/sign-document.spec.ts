import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { crewContext } from '../support/crew-day';
import { loginAs } from '../support/login';
import { drawSignature, rateStars } from '../support/signature';

const browser = useBrowser();

type DocumentToSign = { id: number; name: string };
type Signing = {
  isSigned: boolean;
  signedFile: { url: string } | null;
  signatories: { name: string; statusCaption: string | null }[];
};

const addendum = 'Contract addendum 2027: rates and hours';

let crew: Api;

beforeAll(async () => {
  crew = await apiLogin(inject('baseUrl'), 'crew');
});

describe('a crew member signs a document from home', () => {
  it('opens it from the home block, signs it and sees it signed', async () => {
    const [document] = (await crew.get<{ items: DocumentToSign[] }>('/documentsToSign')).items;
    expect(document?.name).toBe(addendum);

    const page = await browser.newPage(crewContext);
    await loginAs(page, 'crew');
    const block = page.getByTestId('home-section-documents');
    await block.getByRole('link', { name: addendum }).click();
    await page.waitForURL(`**/documents/${document!.id}`);
    await page.getByTestId('pdf-preview').waitFor({ state: 'visible' });
    // The office signed first; it is my turn now.
    expect(await page.getByTestId('document-signatories').getByText('Lucas Visser').count()).toBe(
      1,
    );
    await screenshot(page, 'crew-document-to-sign-phone');

    await drawSignature(page);
    await rateStars(page.getByTestId('document-rating'), 5);
    await screenshot(page, 'crew-document-signature-phone');
    await page.getByTestId('sign-document-submit').click();
    await page.getByTestId('document-signed').waitFor({ state: 'visible' });
    expect(await page.getByTestId('sign-document').count()).toBe(0);
    await screenshot(page, 'crew-document-signed-phone');

    const signing = await crew.get<Signing>(`/documents/${document!.id}/signing`);
    expect(signing.isSigned).toBe(true);
    expect(signing.signatories.map((each) => each.statusCaption)).toEqual(['Signed', 'Signed']);
    expect(signing.signedFile).not.toBeNull();

    // Home no longer asks for it.
    await page.goto('/');
    await page
      .locator('[data-testid^="home-section-"], [data-testid="home-all-clear"]')
      .first()
      .waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: addendum }).count()).toBe(0);

    await page.setViewportSize(viewports.desktop);
    await page.goto(`/documents/${document!.id}`);
    await page.getByTestId('document-signed').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-document-signed-desktop');
  });
});
