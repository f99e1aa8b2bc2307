/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database of DATA_DIR.
 * With DATABASE_OWNER_URL, migrates as that role and grants the role of DATABASE_URL what it needs.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { prepareDatabase } from './roles';

const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  const applied = await prepareDatabase(config, database, (message) =>
    process.stderr.write(`warning: ${message}\n`),
  );
  process.stdout.write(applied.length > 0 ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply.\n');
} finally {
  await database.close();
  release();
}
