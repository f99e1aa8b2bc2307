/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database of DATA_DIR. */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';

const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  const applied = await migrate(database.db);
  process.stdout.write(applied.length > 0 ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply.\n');
} finally {
  await database.close();
  release();
}
