/**
 * Risk signals of a busy day (issue 19, decision 044): one website-day of N BO deposits and N statement credits,
 * loaded through the real upload service (parse, insert, reconcile) on PostgreSQL as upload.bench.ts does, then
 * given signals by hand (senders paying three usernames, usernames paid by three names, manual approvals of a
 * contradicting name, references seen on another website, amount edits) and every statement row a reference.
 * Times the whole computation the dashboard card and the "Sinyal risiko" filter run, and its two big reads.
 * Prints figures; never asserts a time.
 *
 *   npx tsx bench/signals.bench.ts [rows]          (default 50000: 50k BO + 50k statement rows)
 *   BENCH_DATABASE_URL=postgres://… picks the PostgreSQL server (default: the local test server)
 *   BENCH_KEEP_DB=1 keeps the loaded database (rekon_bench_signals) for EXPLAIN; the next run drops it
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { exec, openDatabase, type Database } from '../apps/server/src/db/client';
import type { Actor } from '../apps/server/src/http/access';
import { HeavyWork, sizeHeavyWork } from '../apps/server/src/lib/heavy-work';
import { sharedKeys } from '../apps/server/src/modules/rows/statement/shared-keys';
import { fundingPairs } from '../apps/server/src/modules/rows/statement/signals';
import { riskSignals } from '../apps/server/src/modules/insights/insights.service';
import { writeBcaStatement, writeBoExport, type DayShape } from '../apps/server/src/test/day-files';
import { freshPgDatabase } from './lib/pg';
import { ingestBenchFile, setupBenchDay } from './lib/bench-day';
import { report, type BenchRow } from './lib/report';

const ROWS = Number(process.argv[2] ?? 50_000);
const RUNS = 7;
const DATE = '2026-06-05';
const heavyWork = new HeavyWork(sizeHeavyWork());
const dir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-signals-'));
const shape: DayShape = {
  rows: ROWS,
  website: 'BENCH',
  account: { name: 'HENDRA KUSNADI', number: '4561237890' },
  missingShare: 0,
};

/** Signals by hand on the reconciled day: each kind a few hundred times, among 50k quiet pairs. */
async function plantSignals(database: Database, actor: Actor) {
  const run = (query: ReturnType<typeof sql>) => exec(database.db, query);
  // Every statement row gets a bank reference, so the cross-account lookup probes the whole day.
  await run(sql`update statement_row set reference = 'FT26156' || lpad(id::text, 9, '0')`);
  // 100 senders, each an account number paying three usernames.
  await run(sql`update statement_row m set counterparty_account = '88' || lpad(((n - 1) / 3)::text, 8, '0')
    from (select id, row_number() over (order by id) as n from statement_row where approved
          order by id limit 300) s where m.id = s.id`);
  // 100 usernames, each paid from three names (the three rows' own holders).
  await run(sql`update bo_row b set username = 'multi' || ((n - 1) / 3)
    from (select id, row_number() over (order by id desc) as n from bo_row where approved
          order by id desc limit 300) s where b.id = s.id`);
  // 100 manual approvals of a sender who is somebody else.
  await run(sql`with picked as (select id from statement_row where bo_id is not null order by id limit 100 offset 1000)
    update statement_row set pair_auto = false, match_pass = 'MANUAL', approved_by = ${actor.accountId}::int,
      sender_name = 'SITI AMINAH NURHALIZA'
    where id in (select id from picked)`);
  await run(sql`update bo_row set approved_by = ${actor.accountId}::int, match_pass = 'MANUAL', remark = 'cek WA'
    where id in (select bo_id from statement_row where bo_id is not null and not pair_auto)`);
  // 200 amount edits by one checker.
  await run(sql`update bo_row set amount_original_cents = amount_cents, amount_cents = amount_cents + 100000,
      approved_by = ${actor.accountId}::int
    where id in (select id from bo_row order by id limit 200 offset 5000)`);
  // 300 references seen again on another website's statement, a day earlier.
  await run(sql`insert into statement_row (side, upload_id, fingerprint, line, website, amount_cents, sender_name,
      corporate_bank, date, source, description, reference)
    select 'DEPO', upload_id, md5('copy-' || id)::uuid, line, 'BENCH2', amount_cents, sender_name,
      'MANDIRI LAIN 1370012345678', date '2026-06-04', 'manual', description, reference
    from statement_row where website = 'BENCH' order by id limit 300 offset 20000`);
  // The planted updates leave dead rows a steady-state server's autovacuum would long since have cleared.
  await run(sql`vacuum analyze`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: BenchRow[] = [];
const pgDb = await freshPgDatabase('rekon_bench_signals');
let database: Database | undefined;
try {
  const boFile = path.join(dir, 'bo.csv');
  const bcaFile = path.join(dir, 'bca.csv');
  await writeBoExport(boFile, shape);
  await writeBcaStatement(bcaFile, shape);
  database = await openDatabase({ url: pgDb.url });
  const actor = await setupBenchDay(database, shape, ['BENCH2']);
  const boSeconds =
    (await ingestBenchFile(database, heavyWork, actor, '/api/checkdata', boFile, shape)).ms / 1000;
  const statementSeconds =
    (await ingestBenchFile(database, heavyWork, actor, '/api/mutasiupdepobca', bcaFile, shape)).ms / 1000;
  console.log(
    `  loaded: BO ${boSeconds.toFixed(1)} s, statement + reconcile ${statementSeconds.toFixed(1)} s`,
  );
  await plantSignals(database, actor);
  const { rows: counts } = await exec<{ bo: number; mutasi: number; pairs: number }>(
    database.db,
    sql`select (select count(*)::int from bo_row) as bo,
          (select count(*)::int from statement_row where website = 'BENCH') as mutasi,
          (select count(*)::int from statement_row where bo_id is not null) as pairs`,
  );

  const db = database.db;
  await riskSignals(db, 'BENCH', DATE, actor); // warm-up: plans and caches, as a server that has run a while
  const totals: number[] = [];
  const funding: number[] = [];
  const shared: number[] = [];
  const serverCpu: number[] = [];
  let last: Awaited<ReturnType<typeof riskSignals>> | undefined;
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = process.cpuUsage();
    const whole = await timed(() => riskSignals(db, 'BENCH', DATE, actor));
    const cpu = process.cpuUsage(cpuBefore);
    totals.push(whole.ms);
    // The server's own CPU (parse and grouping): what a machine shared with other work does not inflate.
    serverCpu.push((cpu.user + cpu.system) / 1000);
    last = whole.value;
    // The two big reads alone, as riskSignals runs them (its transaction, no JIT).
    await db.transaction(async (trx) => {
      await exec(trx, sql`set local jit = off`);
      funding.push((await timed(() => fundingPairs(trx, 'BENCH', DATE))).ms);
      shared.push((await timed(() => sharedKeys(trx, 'DEPO', 'BENCH', DATE))).ms);
    });
  }
  const [load] = loadavg();
  rows.push({
    subject: `risk signals of one day, ${counts[0]!.bo.toLocaleString('en')} BO + ${counts[0]!.mutasi.toLocaleString('en')} statement rows (${counts[0]!.pairs.toLocaleString('en')} pairs)`,
    engine: 'postgres',
    figures: {
      'all signals ms (median)': Math.round(median(totals)),
      'all signals ms (min)': Math.round(Math.min(...totals)),
      'server CPU ms (median)': Math.round(median(serverCpu)),
      'funding pairs read ms': Math.round(median(funding)),
      'shared references ms': Math.round(median(shared)),
      ...Object.fromEntries(Object.entries(last!.counts).map(([kind, n]) => [kind, n])),
      'load average': Number(load!.toFixed(1)),
    },
  });
} catch (err) {
  rows.push({
    subject: `risk signals ${ROWS} rows`,
    engine: 'postgres',
    figures: { error: (err as Error).message.slice(0, 160) },
  });
} finally {
  await database?.close();
  // BENCH_KEEP_DB=1 leaves the loaded day for EXPLAIN; the next run drops it.
  if (process.env.BENCH_KEEP_DB === '1') console.log(`  kept ${pgDb.url}`);
  else await pgDb.drop();
  rmSync(dir, { recursive: true, force: true });
}
report(rows, { final: true });
