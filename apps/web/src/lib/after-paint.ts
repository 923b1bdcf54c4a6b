/**
 * Runs `task` once the browser has painted the frame being drawn: for files the first screen
 * does not need, so they do not share the network with the files it does (issue 17).
 */
export const afterNextPaint = (task: () => void): void => {
  requestAnimationFrame(() => setTimeout(task, 0));
};
