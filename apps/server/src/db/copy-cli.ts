/**
 * `npm run db:copy -- <postgres url>`: copies the embedded database of DATA_DIR into a fresh PostgreSQL
 * database. Stop Rekon first: the data folder is locked while it runs.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { copyDatabase } from './copy-database';
import { lockDataDir } from './data-dir-lock';

const url = process.argv[2];
if (!url?.startsWith('postgres')) {
  process.stderr.write('usage: npm run db:copy -- postgres://user@host:5432/database\n');
  process.exit(2);
}
const config = loadConfig();
const release = lockDataDir(config.dataDir);
const source = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
const target = await openDatabase({ url });
try {
  const report = await copyDatabase(source, target, (line) => process.stdout.write(`${line}\n`));
  const total = report.reduce((sum, r) => sum + r.rows, 0);
  process.stdout.write(
    `Copied ${total} rows from ${config.dataDir} to ${new URL(url).host}${new URL(url).pathname}. Start Rekon with DATABASE_URL set.\n`,
  );
} finally {
  await source.close();
  await target.close();
  release();
}
