export const subscriptionKeys = {
  all: ['calendar-subscriptions'] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
};
