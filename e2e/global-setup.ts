import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { root } from '../scripts/lib.mjs';
import { ADMIN } from './support/accounts';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the web app into a folder of this run (several runs at once never serve each other's half-written
 * build), the server bundle when stale, starts the built server on a fresh database, and stops it after.
 * Servers that test files start themselves serve the same build: `WEB_DIST` reaches them through the
 * environment the test workers inherit.
 */
export default async function setup(project: TestProject) {
  const webDist = path.join(mkdtempSync(path.join(tmpdir(), 'rekon-e2e-web-')), 'dist');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  process.env.WEB_DIST = webDist;
  // The server bundle too, inside apps/server so that it finds its migrations.
  const serverDist = mkdtempSync(path.join(root, 'apps/server', '.e2e-dist-'));
  execFileSync(process.execPath, ['build.mjs', '--outdir', serverDist], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
  });
  process.env.REKON_SERVER_ENTRY = path.join(serverDist, 'main.js');
  const server = await startServer({ ADMIN_USERNAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(path.dirname(webDist), { recursive: true, force: true });
    rmSync(serverDist, { recursive: true, force: true });
  };
}
