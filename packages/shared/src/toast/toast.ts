/** Toast types. */
export const toastTypes = ['error', 'success', 'info', 'warning', 'plain'] as const;
export type ToastType = (typeof toastTypes)[number];

export const defaultToastDurationMs = 3000;

export type ToastKey = { type: ToastType; message: string };

/** An identical type and message already showing is not added again. */
export const isDuplicateToast = (showing: readonly ToastKey[], candidate: ToastKey): boolean =>
  showing.some((toast) => toast.type === candidate.type && toast.message === candidate.message);

/** A toast with a duration over 0 is removed after it; 0 or less keeps it until clicked. */
export const toastAutoCloseMs = (durationMs: number = defaultToastDurationMs): number | false =>
  durationMs > 0 ? durationMs : false;
