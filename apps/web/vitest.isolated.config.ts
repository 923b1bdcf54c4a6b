import { webTestProject } from './vitest.base';

// A module replaced with vi.mock would stay replaced for the next files of a shared worker, so
// these files get a fresh module registry each.
export default webTestProject({
  name: 'web-isolated',
  include: ['src/**/*.isolated.test.{ts,tsx}'],
  exclude: [],
  isolate: true,
});
