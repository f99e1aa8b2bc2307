import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every test of the repository in one run: the pure packages, the server on PGlite (always) and on
 * PostgreSQL (when TEST_DATABASE_URL is set), the web app's unit tests, and the browser tests (when
 * Chromium is found). CI sets REKON_REQUIRE_POSTGRES and REKON_REQUIRE_BROWSER so a skip fails the run.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);

if (process.env.REKON_REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error(
    'REKON_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped.',
  );
}
if (process.env.REKON_REQUIRE_BROWSER === '1' && !hasChromium) {
  throw new Error(
    `REKON_REQUIRE_BROWSER=1 but ${chromium} does not exist: the browser tests would be skipped.`,
  );
}

const server = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name: `server-${engine}`, env: { REKON_TEST_ENGINE: engine } },
});

const projects: (string | TestProjectInlineConfiguration)[] = [
  'packages/contracts',
  'packages/formats',
  'packages/reconcile',
  server('pglite'),
];
if (postgresUrl) projects.push(server('postgres'));
if (existsSync('apps/web/vitest.config.ts')) projects.push('apps/web');
if (hasChromium && existsSync('e2e/vitest.config.ts')) projects.push('e2e');
if (!postgresUrl) console.warn('TEST_DATABASE_URL is not set: the server tests run on PGlite only.');
if (!hasChromium) console.warn(`${chromium} not found: the browser tests are skipped.`);

export default defineConfig({
  // PGlite and argon2 are CPU-heavy; the machines have 2 cores.
  test: { projects, maxWorkers: 2 },
});
