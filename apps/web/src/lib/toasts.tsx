import { isDuplicateToast, toastAutoCloseMs, type ToastKey, type ToastType } from '@crewhub/shared';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconX,
  type Icon,
} from '@tabler/icons-react';

export type ToastOptions = {
  title?: string;
  /** 0 keeps the toast until it is clicked or closed. */
  durationMs?: number;
  /** Runs when the toast is clicked; the toast then goes away. */
  onClick?: () => void;
};

const looks: Record<ToastType, { color?: string; icon?: Icon }> = {
  error: { color: 'red', icon: IconX },
  success: { color: 'teal', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  plain: {},
};

// Mantine's notifications (and their transitions) load with the first toast, not before the
// sign-in form; the provider's host renders what was shown meanwhile.
const loadNotifications = async () => (await import('@mantine/notifications')).notifications;

// The toast host (app/provider.tsx) mounts with the first toast and shows what was queued: its
// files need not compete with the first screen's (issue 17).
let hostWanted = false;
const hostListeners = new Set<() => void>();
const subscribeHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};
const wantHost = () => {
  if (hostWanted) return;
  hostWanted = true;
  hostListeners.forEach((listener) => listener());
};

/** True from the first toast on: the provider then mounts Mantine's notifications host. */
export const useToastHostWanted = (): boolean =>
  useSyncExternalStore(
    subscribeHost,
    () => hostWanted,
    () => hostWanted,
  );

// Toasts on screen (or queued by Mantine), by id, for the duplicate check.
const showing = new Map<string, ToastKey>();
let sequence = 0;

/** Shows a toast unless an identical one is already up; returns its id, or null if skipped. */
export const showToast = (
  type: ToastType,
  message: string,
  options: ToastOptions = {},
): string | null => {
  const key = { type, message };
  if (isDuplicateToast([...showing.values()], key)) return null;
  const id = `toast-${++sequence}`;
  wantHost();
  const { color, icon: ToastIcon } = looks[type];
  showing.set(id, key);
  void loadNotifications().then((notifications) =>
    notifications.show({
      id,
      title: options.title,
      message,
      color,
      icon: ToastIcon ? <ToastIcon size={18} /> : undefined,
      autoClose: toastAutoCloseMs(options.durationMs),
      withBorder: true,
      style: { cursor: 'pointer' },
      'data-testid': `toast-${type}`,
      // An icon-only button: screen readers need its name (WCAG 4.1.2).
      closeButtonProps: { 'aria-label': i18n.t('common:actions.closeMessage') },
      onClose: () => showing.delete(id),
      onClick: () => {
        options.onClick?.();
        hideToast(id);
      },
    }),
  );
  return id;
};

export const hideToast = (id: string): void => {
  showing.delete(id);
  void loadNotifications().then((notifications) => notifications.hide(id));
};

const toastOf =
  (type: ToastType) =>
  (message: string, options?: ToastOptions): string | null =>
    showToast(type, message, options);

export const toast = {
  error: toastOf('error'),
  success: toastOf('success'),
  info: toastOf('info'),
  warning: toastOf('warning'),
  plain: toastOf('plain'),
};
