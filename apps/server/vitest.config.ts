import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file starts its own database; PGlite boots in a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
