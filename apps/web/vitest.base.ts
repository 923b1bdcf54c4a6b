import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web test projects differ only in which files they run and whether files share a worker. */
export const webTestProject = (test: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) =>
  defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // Rendering whole screens in jsdom can pass 5 s on a busy 2-core machine.
      testTimeout: 20_000,
      ...test,
    },
  });
