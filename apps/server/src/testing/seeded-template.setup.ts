import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, type SeededTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/**
 * Vitest global setup of the API tests: migrates and seeds the demo once, so each test file
 * starts from a copy in about a second instead of migrating and seeding on its own.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'crewhub-seeded-template-'));
  const { template, drop } = await buildSeededTemplate(workDir);
  project.provide('seededTemplate', template);
  return async () => {
    await drop();
    await rm(workDir, { recursive: true, force: true });
  };
}
