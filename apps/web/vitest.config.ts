import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Rendering whole screens in jsdom can pass 5 s on a busy 2-core machine.
    testTimeout: 20_000,
    // Files in a worker share jsdom and loaded modules (React, Mantine, i18next): setting them up
    // per file cost six times the tests. Each test renders into a cleaned-up document, MSW
    // answers the API, and spies are restored after each test; vi.mock is refused by lint.
    isolate: false,
  },
});
