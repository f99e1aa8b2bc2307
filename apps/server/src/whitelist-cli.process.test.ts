/**
 * `npm run whitelist` (issue 18, V1): the way back in when nobody can reach Rekon, run as a real process
 * against a stopped and a running server, on the engine of this run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec, openDatabase } from './db/client';
import { serverRoot } from './lib/paths';
import { freshDatabase } from './test/db';
import { testEngine } from './test/engines';
import { gateFrom, startServer, type ServerProcess } from './test/process';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

function whitelistCli(env: Record<string, string>, ...args: string[]) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'whitelist-cli.ts'), ...args], {
    cwd: serverRoot(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    proc.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const consoleRows = async (env: { DATA_DIR?: string; DATABASE_URL?: string }) => {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR!, 'pglite') },
  );
  try {
    const { rows } = await exec<{ username: string; activity: string }>(
      database.db,
      sql`select tracking_username as username, tracking_activity as activity from tracking
          where tracking_activity like 'Konsol server:%' order by tracking_id`,
    );
    return rows;
  } finally {
    await database.close();
  }
};

describe.runIf(testEngine() === 'pglite')('npm run whitelist on the embedded database', () => {
  it('adds an address with Rekon stopped, and through the running server, which lets it in at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-wl-'));
    const env = { DATA_DIR: dataDir };
    try {
      // Stopped (here: never started): the command opens the data folder itself, migrating it first.
      const added = await whitelistCli(env, 'add', '127.0.0.3', 'kantor', 'baru');
      expect(added, added.stderr).toMatchObject({ code: 0 });
      expect(added.stdout).toContain('127.0.0.3 added to the whitelist and active');
      const bad = await whitelistCli(env, 'add', '10.0.0');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(MSG.ipInvalid);

      // The list is not empty, so the seed is not applied: 127.0.0.1 is locked out, as after a move.
      const server = await startServer({ ...env, WHITELIST_SEED: '127.0.0.1' });
      running.push(server);
      expect(await gateFrom(server.url, '127.0.0.3')).toBe(200);
      expect(await gateFrom(server.url, '127.0.0.1')).toBe(403);

      // Running: the data folder is the server's, so the command asks the server through its console socket.
      const through = await whitelistCli(env, 'add', '127.0.0.1');
      expect(through, through.stderr).toMatchObject({ code: 0 });
      expect(through.stdout).toContain('(through the running server)');
      expect(await gateFrom(server.url, '127.0.0.1')).toBe(200);
      expect((await whitelistCli(env, 'add', '127.0.0.1')).stdout).toContain('nothing changed');

      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const listed = await whitelistCli(env, 'list');
      expect(listed.stdout.trim().split('\n')).toEqual(['127.0.0.3\tActive', '127.0.0.1\tActive']);
      expect(await consoleRows(env)).toEqual([
        {
          username: 'SYSTEM',
          activity: 'Konsol server: menambahkan IP 127.0.0.3 di whitelist (kantor baru)',
        },
        { username: 'SYSTEM', activity: 'Konsol server: menambahkan IP 127.0.0.1 di whitelist' },
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.runIf(testEngine() === 'postgres')('npm run whitelist on PostgreSQL', () => {
  it('switches an entry back on while Rekon runs, which every process enforces within seconds', async () => {
    const database = await freshDatabase();
    try {
      const env = { DATABASE_URL: database.url! };
      const server = await startServer({ ...env, WHITELIST_SEED: '127.0.0.1' });
      running.push(server);
      await exec(
        database.db,
        sql`update whitelist set whitelist_status = false where whitelist_ip = '127.0.0.1'`,
      );
      await expect.poll(() => gateFrom(server.url, '127.0.0.1'), { timeout: 5_000, interval: 250 }).toBe(403);

      const back = await whitelistCli(env, 'add', '127.0.0.1', 'alamat', 'kantor');
      expect(back, back.stderr).toMatchObject({ code: 0 });
      expect(back.stdout).toContain('was on the whitelist but inactive: switched on');
      await expect.poll(() => gateFrom(server.url, '127.0.0.1'), { timeout: 5_000, interval: 250 }).toBe(200);
      expect(await consoleRows(env)).toEqual([
        {
          username: 'SYSTEM',
          activity: 'Konsol server: mengaktifkan kembali IP 127.0.0.1 di whitelist (alamat kantor)',
        },
      ]);
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
