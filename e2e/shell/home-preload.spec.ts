import { expect, test } from '../support/fixtures';

/** A built file's name without its content hash: `/assets/frame-B2tU8VRh.js` is `frame`. */
const chunkName = (url: string) =>
  new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '');

const homeStartFiles = ['app', 'frame', 'home-screen', 'texts-nl'];

// The page itself asks for a signed-in home's files while the entry downloads
// (apps/web/build/home-preload.ts); the server's Content-Security-Policy lets that one inline
// script run by its hash (apps/server/src/plugins/web-app.ts).
test('a signed-in start at the home asks for its files before the entry has arrived', async ({
  crewPage: page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const askedBeforeEntry = new Set<string>();
  let entryReleased = false;
  page.on('request', (request) => {
    if (!entryReleased) askedBeforeEntry.add(chunkName(request.url()));
  });
  // The entry arrives only once the home's files were asked for (or after a while, so that a
  // page without the script still opens and the assertion below says what was missing).
  // Routing also keeps the browser from answering these files from its cache.
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await expect
      .poll(() => homeStartFiles.every((name) => askedBeforeEntry.has(name)))
      .toBe(true)
      .catch(() => undefined);
    entryReleased = true;
    await route.continue();
  });
  // The language the login stored, whose texts the script asks for too.
  await page.evaluate(() => localStorage.setItem('uiSettings', JSON.stringify({ language: 'nl' })));
  askedBeforeEntry.clear();
  await page.reload();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  expect([...askedBeforeEntry]).toEqual(expect.arrayContaining(homeStartFiles));
  expect(refused).toEqual([]);
});
