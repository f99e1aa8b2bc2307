import { defineProject } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium (playwright-core) against the built server on a fresh database. Files run
 * one after another (two shared cores; each file drives one browser), tests within a file in order.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
