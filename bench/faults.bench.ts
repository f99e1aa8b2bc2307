/**
 * Faults at full size (issue 9, goals G2 and G15), too slow or too disruptive for `npm test`:
 * - a PostgreSQL restart under traffic: what clients see while it is down, and how soon the same server
 *   process answers again (no app restart);
 * - 20 SIGKILLs of an embedded-database server at random moments of an upload: after each restart the
 *   upload is all there or not there at all, and the data folder reopens.
 * Prints figures; never asserts. Restarting PostgreSQL needs root (pg_ctlcluster).
 *
 *   npx tsx bench/faults.bench.ts [killTrials=20]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBoExport } from '../apps/server/src/test/day-files';
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { buildServer, signIn, startBenchServer } from './lib/server';

const KILL_TRIALS = Number(process.argv[2] ?? 20);
const rows: BenchRow[] = [];
buildServer();

async function postgresRestart() {
  const database = await freshPgDatabase(`rekon_bench_faults_${process.pid}`);
  const server = await startBenchServer({ DATABASE_URL: database.url });
  try {
    const token = await signIn(server.url);
    const statuses: Record<string, number> = {};
    let restartedAt = 0;
    let firstOkAfter = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const res = await fetch(`${server.url}/api/me`, { headers: { cookie: `token=${token}` } }).catch(
          () => null,
        );
        const status = res?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (restartedAt && !firstOkAfter && status === 200) firstOkAfter = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Array.from({ length: 5 }, client);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cluster = readdirSync('/etc/postgresql')[0]!;
    const began = performance.now();
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart'], {
      stdio: 'ignore',
    });
    restartedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    running = false;
    await Promise.all(clients);
    rows.push({
      subject: 'PostgreSQL restarted under 5 clients',
      engine: 'postgres',
      figures: {
        'restart took s': (restartedAt - began) / 1000,
        'first 200 after restart s': firstOkAfter ? (firstOkAfter - restartedAt) / 1000 : 'never',
        ...Object.fromEntries(Object.entries(statuses).map(([status, n]) => [`HTTP ${status}`, n])),
        'server still running': server.proc.exitCode === null ? 'yes' : 'no',
      },
    });
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function killDuringUploads() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-kill-'));
  const file = path.join(dataDir, 'bo.csv');
  await writeBoExport(file, {
    rows: 30_000,
    website: 'KILL',
    account: { name: 'HENDRA KUSNADI', number: '4561237890' },
    missingShare: 0,
  });
  const content = readFileSync(file);
  const outcomes = { committed: 0, absent: 0, partial: 0, reopenFailures: 0 };
  let expected = 0;
  try {
    // One start more than kills: each start checks what the kill before it left behind.
    for (let trial = 0; trial <= KILL_TRIALS; trial++) {
      let server;
      try {
        server = await startBenchServer({ DATA_DIR: dataDir });
      } catch {
        outcomes.reopenFailures++;
        continue;
      }
      const token = await signIn(server.url);
      if (trial === 0) {
        await fetch(`${server.url}/api/createwebsite`, {
          method: 'POST',
          headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ website_name: 'Kill', website_code: 'KILL' }),
        });
      }
      const count = async () => {
        const res = await fetch(`${server.url}/api/viewbo/05-Jun-2026/KILL/all/1/1`, {
          headers: { cookie: `token=${token}` },
        });
        return Number(res.headers.get('x-total-count') ?? 0);
      };
      const before = await count();
      if (before === expected) outcomes.committed += trial === 0 ? 0 : 1;
      else if (before === expected - 30_000 || before === 0) outcomes.absent++;
      else outcomes.partial++;
      // Each trial deletes what the last one committed, so every upload adds 30,000 rows again.
      if (before > 0) {
        await fetch(`${server.url}/api/deletebomutasi`, {
          method: 'DELETE',
          headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ date: '05-Jun-2026', group: 'KILL' }),
        });
      }
      if (trial === KILL_TRIALS) {
        await server.stop();
        break;
      }
      expected = 30_000;
      const form = new FormData();
      form.append('groups', 'KILL');
      form.append('myfile', new Blob([content], { type: 'text/csv' }), 'bo.csv');
      void fetch(`${server.url}/api/checkdata`, {
        method: 'POST',
        headers: { cookie: `token=${token}` },
        body: form,
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 4_000));
      await server.stop('SIGKILL');
    }
    rows.push({
      subject: `${KILL_TRIALS} SIGKILLs during 30,000-row uploads (embedded)`,
      engine: 'pglite',
      figures: {
        'upload whole after restart': outcomes.committed,
        'upload absent': outcomes.absent,
        'partial uploads': outcomes.partial,
        'reopen failures': outcomes.reopenFailures,
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await postgresRestart();
report(rows.slice(-1));
await killDuringUploads();
report(rows.slice(-1));
report(rows, { final: true });
