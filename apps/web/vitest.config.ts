import { webTestProject } from './vitest.base';

export default webTestProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  // Files that replace modules with vi.mock run in the web-isolated project.
  exclude: ['src/**/*.isolated.test.{ts,tsx}'],
  // Files in a worker share jsdom and loaded modules (React, Mantine, i18next): setting them up
  // per file cost six times the tests. Each test renders into a cleaned-up document.
  isolate: false,
});
