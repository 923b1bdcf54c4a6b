import { expect, type Locator, type Page } from '@playwright/test';

/** Draws a signature with the finger (mouse): a few strokes across the pad. */
export const drawSignature = async (page: Page) => {
  const pad = page.getByTestId('signature-pad');
  // Mid-screen, clear of the sticky header and the action bar at the bottom.
  await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.65), at(0.75, 0.4), at(0.9, 0.55)],
  ]) {
    const [first, ...rest] = stroke;
    await page.mouse.move(...first!);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
};

/** Taps the n-th star of a rating (Mantine Rating: a radio input and its label per star). */
export const rateStars = async (rating: Locator, stars: number) => {
  const id = await rating.locator(`input[value="${stars}"]`).getAttribute('id');
  await rating.locator(`label[for="${id}"]`).click();
  await expect(rating.locator(`input[value="${stars}"]`)).toBeChecked();
};
