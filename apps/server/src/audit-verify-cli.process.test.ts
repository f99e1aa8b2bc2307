/**
 * `npm run audit:verify` (issue 32 item 7, decision 066) as a real process, on the engine of this run: exit 0
 * on a clean chain, 1 with the first broken row after the table's owner changed one; each run recorded for the
 * ADMIN dashboard. On the embedded database, also through a running server's console.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { exec, openDatabase, type Database } from './db/client';
import { serverRoot } from './lib/paths';
import { lastVerification } from './modules/tracking/chain';
import { record } from './modules/tracking/tracking.service';
import { freshDatabase } from './test/db';
import { testEngine } from './test/engines';
import { startServer, type ServerProcess } from './test/process';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

function auditVerify(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'audit-verify-cli.ts')], {
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

const entry = (activity: string) => ({
  website: 'ALL',
  username: 'budi',
  role: 'ADMIN',
  activity,
  at: new Date(),
});

/** As the tables' owner, past the append-only trigger: the change audit:verify must find. */
async function tamper(database: Database): Promise<number> {
  await record(database.db, entry('Ubah saldo'));
  await record(database.db, entry('Sesudahnya'));
  const { rows } = await exec<{ id: number }>(
    database.db,
    sql`select max(tracking_id)::int - 1 as id from tracking where tracking_activity = 'Sesudahnya'`,
  );
  const id = rows[0]!.id;
  await database.db.transaction(async (trx) => {
    await exec(trx, sql`alter table tracking disable trigger tracking_no_update_delete`);
    await exec(
      trx,
      sql`update tracking set tracking_activity = 'Ubah saldo (diam-diam)' where tracking_id = ${id}`,
    );
    await exec(trx, sql`alter table tracking enable trigger tracking_no_update_delete`);
  });
  return id;
}

describe.runIf(testEngine() === 'pglite')('npm run audit:verify on the embedded database', () => {
  it('verifies a stopped data folder, through a running server, and finds a changed row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-audit-'));
    const env = { DATA_DIR: dataDir };
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const clean = await auditVerify(env);
      expect(clean, clean.stderr).toMatchObject({ code: 0 });
      expect(clean.stdout).toMatch(/^Tracking chain OK: \d+ rows\. Head: none \(empty trail\)\n$/);

      const server = await startServer(env);
      running.push(server);
      const through = await auditVerify(env);
      expect(through, through.stderr).toMatchObject({ code: 0 });
      expect(through.stdout).toContain('(through the running server)');
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      let database = await open();
      const id = await tamper(database);
      await database.close();
      const broken = await auditVerify(env);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`Tracking chain BROKEN at row ${id}: Row ${id} was changed`);

      database = await open();
      try {
        expect(await lastVerification(database.db)).toMatchObject({ ok: false, broken_id: id });
        const { rows } = await exec<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from tracking_verification`,
        );
        expect(rows[0]!.n).toBe(3);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.runIf(testEngine() === 'postgres')('npm run audit:verify on PostgreSQL', () => {
  it('reads DATABASE_URL, exits 0 on a clean chain and 1 at the first changed row', async () => {
    const database = await freshDatabase();
    try {
      const env = { DATABASE_URL: database.url! };
      await record(database.db, entry('Masuk'));
      const clean = await auditVerify(env);
      expect(clean, clean.stderr).toMatchObject({ code: 0 });
      expect(clean.stdout).toMatch(/^Tracking chain OK: \d+ rows\. Head: row \d+, hash [0-9a-f]{64}\n$/);
      const id = await tamper(database);
      const broken = await auditVerify(env);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`Tracking chain BROKEN at row ${id}: Row ${id} was changed`);
      expect(await lastVerification(database.db)).toMatchObject({ ok: false, broken_id: id });
    } finally {
      await database.close();
    }
  }, 300_000);
});
