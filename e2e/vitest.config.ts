import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    // One browser and one server for all specs: run files one after another.
    fileParallelism: false,
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
