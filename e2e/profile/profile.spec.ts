import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

const newStreet = 'Witte de Withstraat 12';

/** A PNG drawn in the browser: a face-like circle on a light background. */
const portraitPng = async (page: Page) => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#eef2f5';
    context.fillRect(0, 0, 480, 360);
    context.fillStyle = '#c58c63';
    context.beginPath();
    context.arc(240, 170, 90, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
};

/** The stored file behind the current picture (its signed URL without the signature). */
const pictureFile = async (page: Page) => {
  const src = await page.getByTestId('picture-current').locator('img').getAttribute('src');
  return src?.split('?')[0] ?? null;
};

/** The office's queue, approving the entry of crew@ (Sanne de Vries) in the given row. */
const approveInQueue = async (page: Page, rowPrefix: string) => {
  await page.goto('/profile-approvals');
  const row = page
    .locator(`[data-testid^="${rowPrefix}"]`)
    .filter({ hasText: 'Sanne de Vries' })
    .first();
  await expect(row).toBeVisible();
  await row.locator('[data-testid^="approve-"]').click();
  await expect(row).toHaveCount(0);
};

test.describe('profile changes go through the office', () => {
  test.use({ viewport: viewports.phone });

  test('crew@ changes the address, sees it pending, office@ approves it', async ({ pageAs }) => {
    const page = await pageAs('crew', { at: '/profile' });
    await expect(page.getByTestId('personal-data')).toBeVisible();
    await page.getByTestId('personal-data-edit').click();
    const form = page.getByTestId('personal-data-form');
    await expect(form.getByTestId('replace-note')).toBeVisible();
    await form.getByTestId('input-street').fill(newStreet);
    await page.getByTestId('personal-data-submit').click();
    await expect(form).toHaveCount(0);
    const street = page.getByTestId('profile-field-street');
    await expect(street.getByTestId('pending-street')).toBeVisible();
    await expect(street.getByText(newStreet)).toBeVisible();
    await screenshot(page, 'crew-profile-pending-phone');

    const office = await pageAs('office', { viewport: viewports.desktop });
    await approveInQueue(office, 'change-request-');
    await screenshot(office, 'office-profile-approvals-desktop');

    await page.reload();
    await expect(street.getByText(newStreet)).toBeVisible();
    await expect(street.getByTestId('pending-street')).toHaveCount(0);
  });

  test('crew@ uploads a new picture that office@ approves', async ({ pageAs }) => {
    const page = await pageAs('crew', { at: '/profile' });
    const section = page.getByTestId('profile-picture');
    await expect(section.getByTestId('picture-guidance').getByRole('listitem')).toHaveCount(3);
    const before = await pictureFile(page);
    await section.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await portraitPng(page),
    });
    await expect(page.getByTestId('picture-crop')).toBeVisible();
    await screenshot(page, 'crew-profile-crop-phone');
    await page.getByTestId('picture-upload').click();
    await expect(page.getByTestId('picture-crop')).toHaveCount(0);
    await expect(page.getByTestId('picture-new-status')).toHaveAttribute('data-status', 'pending');
    // The old picture stays until the office decides (signed URLs differ, the file does not).
    expect(await pictureFile(page)).toBe(before);

    const office = await pageAs('office', { viewport: viewports.desktop });
    await approveInQueue(office, 'picture-request-');

    await page.reload();
    await expect(page.getByTestId('picture-new')).toHaveCount(0);
    await expect.poll(() => pictureFile(page)).not.toBe(before);
  });
});
