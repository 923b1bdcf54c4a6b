export const profileKeys = {
  all: ['profile'] as const,
  detail: (personId: number) => [...profileKeys.all, 'detail', personId] as const,
  approvals: () => [...profileKeys.all, 'approvals'] as const,
};
