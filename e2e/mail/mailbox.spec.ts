import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

test.describe('the office reads its mailbox', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`opens the planning mailbox and a message with its attachment (${size})`, async ({
      pageAs,
    }) => {
      const page = await pageAs('office', { viewport, at: '/mailbox' });
      await expect(page.getByTestId('mailbox-page')).toBeVisible();

      await page.getByTestId('mailbox-select').click();
      await page.getByRole('option', { name: /^Planning/ }).click();
      const message = page.getByTestId('message-list').getByRole('link', { name: /form Intake/ });
      await expect(message).toBeVisible();
      await screenshot(page, `office-mailbox-${size}`);

      await page.getByLabel('Search mail').fill('briefing');
      await expect(page.getByTestId('message-list').getByRole('link')).toHaveCount(1);
      await page.getByLabel('Search mail').fill('intake');
      await page
        .getByTestId('message-list')
        .getByRole('link', { name: /form Intake/ })
        .click();

      await expect(page).toHaveURL(/\/email-messages\/\d+$/);
      await expect(page.getByTestId('email-body')).toContainText('Sanne de Vries submitted');
      const attachments = page.getByTestId('email-attachments');
      await expect(attachments).toContainText('intake-sanne-de-vries.pdf');
      await screenshot(page, `office-email-message-${size}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        attachments.getByRole('link', { name: 'Download intake-sanne-de-vries.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('intake-sanne-de-vries.pdf');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  }
});
