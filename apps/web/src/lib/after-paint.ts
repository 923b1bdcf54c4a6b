/**
 * Runs `task` once the browser has painted the frame being drawn: for files the first screen
 * does not need, so they do not share the network with the files it does (issue 17).
 */
export const afterNextPaint = (task: () => void): void => {
  requestAnimationFrame(() => setTimeout(task, 0));
};

/** How long work waits for an idle moment at most, on a page that stays busy. */
const idleTimeoutMs = 2_000;

/**
 * Runs `task` once the browser has painted the frame being drawn and then has nothing else to
 * do: after the rest of the screen's first renders (a page's data arriving just after its frame),
 * not between them. Browsers without idle callbacks (Safari) run it right after the paint.
 */
export const whenIdleAfterNextPaint = (task: () => void): void => {
  afterNextPaint(() => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    else task();
  });
};
