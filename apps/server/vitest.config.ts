import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The demo is migrated and seeded once; each file then starts from its own copy.
    globalSetup: ['./src/testing/seeded-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
