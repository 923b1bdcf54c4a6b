import { expect, type Locator } from '@playwright/test';

/** The id in a `prefix-{id}` test id. */
export const idOf = async (item: Locator, prefix: string): Promise<number> => {
  const testId = await item.getAttribute('data-testid');
  const id = Number(testId?.slice(prefix.length));
  expect(id, `test id ${testId}`).toBeGreaterThan(0);
  return id;
};
