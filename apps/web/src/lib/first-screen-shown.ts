/**
 * Work no screen needs before the first one is on the glass: the service worker's registration
 * (its install downloads the offline files) and, at a signed-in start, fresh tenant settings.
 * Started earlier it shares the phone's network and main thread with the first screen (issue
 * 17). The first page marks the moment once it has painted (app/layouts/first-screen-mark.tsx).
 */
let shown = false;
const waiting: (() => void)[] = [];

/** Runs `work` once the first screen has been painted; at once when it has. */
export const whenFirstScreenShown = (work: () => void): void => {
  if (shown) work();
  else waiting.push(work);
};

/** The first page has painted; later calls change nothing. */
export const markFirstScreenShown = (): void => {
  if (shown) return;
  shown = true;
  // Each on its own, so one that throws does not keep the others from running.
  waiting.splice(0).forEach((work) => queueMicrotask(work));
};

/** How long after the page's load a start that never shows a page (an error screen) waits. */
const latestAfterLoadMs = 10_000;

/** Marks the first screen as shown at the latest some seconds after the page has loaded. */
export const markFirstScreenShownAfterLoad = (): void => {
  const markLater = () => window.setTimeout(markFirstScreenShown, latestAfterLoadMs);
  if (document.readyState === 'complete') markLater();
  else window.addEventListener('load', markLater, { once: true });
};
