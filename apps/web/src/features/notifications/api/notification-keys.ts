export const notificationKeys = {
  all: ['notifications'] as const,
  push: () => [...notificationKeys.all, 'push'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
