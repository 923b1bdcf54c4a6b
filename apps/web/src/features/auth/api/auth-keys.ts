export const authKeys = {
  all: ['auth'] as const,
  welcome: (token: string) => [...authKeys.all, 'welcome', token] as const,
};
