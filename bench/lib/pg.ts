import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database for one benchmark; `drop()` removes it. */
export async function freshPgDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  // BENCH_AUTO_EXPLAIN=500 logs the plan of every statement over 500 ms to PostgreSQL's log (auto_explain).
  const explainMs = Number(process.env.BENCH_AUTO_EXPLAIN);
  if (explainMs > 0) {
    await admin.query(`alter database ${name} set session_preload_libraries = 'auto_explain'`);
    await admin.query(`alter database ${name} set auto_explain.log_min_duration = ${explainMs}`);
    await admin.query(`alter database ${name} set auto_explain.log_analyze = on`);
    await admin.query(`alter database ${name} set auto_explain.log_buffers = on`);
  }
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
