import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The demo is migrated and seeded once; each file then starts from its own copy.
    globalSetup: ['./src/testing/seeded-template.setup.ts'],
    testTimeout: 30_000,
    // Files in a worker share loaded modules (the app, Drizzle, pdf-lib, exceljs): importing
    // them per file cost more than the tests. Each file still builds its own app on its own
    // database copy, and no module keeps state between apps, so files stay independent.
    isolate: false,
    hookTimeout: 60_000,
  },
});
