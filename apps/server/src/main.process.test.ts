import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from './test/engines';
import { runServerExpectingExit, startServer, type ServerProcess } from './test/process';
import { freshDatabase } from './test/db';

const ADMIN_ENV = { ADMIN_USERNAME: 'kepala', ADMIN_PASSWORD: 'Proses-Nyata-Kuat-2026' };
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

async function signIn(url: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_name: ADMIN_ENV.ADMIN_USERNAME,
      account_password: ADMIN_ENV.ADMIN_PASSWORD,
    }),
  });
}

describe.runIf(testEngine() === 'pglite')('the server process on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, signs in over HTTP, refuses a second process on the same folder, and shuts down cleanly', async () => {
    const first = await startServer({ DATA_DIR: dataDir, ...ADMIN_ENV });
    running.push(first);
    const login = await signIn(first.url);
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(
      /^token=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
    );

    const second = await runServerExpectingExit({ DATA_DIR: dataDir, ...ADMIN_ENV });
    expect(second.code).toBe(1);
    // Refused at the folder's lock, before the database opens: the message says so (not a time, which a busy
    // machine stretches).
    expect(second.output).toContain('is in use by another Rekon process');
    expect(second.output).not.toContain('migrations applied');
    expect((await signIn(first.url)).status).toBe(200);

    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'rekon.pid'))).toBe(false);

    // The folder reopens cleanly and keeps its data.
    const again = await startServer({ DATA_DIR: dataDir });
    running.push(again);
    expect((await signIn(again.url)).status).toBe(200);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});

describe.runIf(testEngine() === 'postgres')('the server process on PostgreSQL', () => {
  it('serves from DATABASE_URL and drains its pool on SIGTERM', async () => {
    const database = await freshDatabase();
    try {
      const server = await startServer({ DATABASE_URL: (database as { url?: string }).url!, ...ADMIN_ENV });
      running.push(server);
      expect((await signIn(server.url)).status).toBe(200);
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
