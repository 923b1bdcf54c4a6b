export const versionKeys = {
  all: ['version'] as const,
};
