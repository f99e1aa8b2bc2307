/**
 * Sign-in latency (goal G7): 10 concurrent clients signing in for a while, from a separate process, each with
 * its own account (so no throttle applies), against the real server on PostgreSQL. Prints p50/p95/p99.
 *
 *   npx tsx bench/login.bench.ts [seconds=15]
 */
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { runLoad } from './lib/run-load';
import { buildServer, signIn, startBenchServer } from './lib/server';

const SECONDS = Number(process.argv[2] ?? 15);
buildServer();
const database = await freshPgDatabase(`rekon_bench_login_${process.pid}`);
const server = await startBenchServer({ DATABASE_URL: database.url });
const rows: BenchRow[] = [];
try {
  const token = await signIn(server.url);
  const accounts = Array.from({ length: 10 }, (_, i) => ({
    name: `kasir${i}`,
    password: `Masuk-Cepat-Kuat-${i}9`,
  }));
  for (const account of accounts) {
    const res = await fetch(`${server.url}/api/addadminacc`, {
      method: 'POST',
      headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        account_name: account.name,
        account_password: account.password,
        account_role: 'ADMIN',
      }),
    });
    if (res.status !== 201) throw new Error(await res.text());
  }
  const result = await runLoad({
    url: server.url,
    concurrency: 10,
    seconds: SECONDS,
    requests: accounts.map((a) => ({
      method: 'POST' as const,
      path: '/api/login',
      body: JSON.stringify({ account_name: a.name, account_password: a.password }),
    })),
  });
  rows.push({
    subject: 'sign-in, 10 concurrent clients (argon2id m=19 MiB t=2)',
    engine: 'postgres',
    figures: {
      requests: result.requests,
      'req/s': result.rps,
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      non200: result.requests - (result.statuses['200'] ?? 0),
    },
  });
} finally {
  await server.stop();
  await database.drop();
}
report(rows, { final: true });
