/**
 * `npm run audit:verify` (issue 32 item 7, decision 066): walks the Tracking chain and reports the first row
 * where it breaks (a row changed, removed, or inserted out of order by anyone who got past the database's
 * rights), exiting 1 then; records the verification for the ADMIN dashboard. Run it on the server with the
 * same environment as Rekon: on PostgreSQL it reads DATABASE_URL; on the embedded database it opens the data
 * folder when Rekon is stopped, and asks the running server through its console socket when it is not.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { DataDirOpenError } from './db/private-dir';
import { prepareDatabase } from './db/roles';
import { verifyAndRecord, type ChainResult } from './modules/tracking/chain';
import { askConsole, CONSOLE_SOCKET } from './modules/whitelist/console';

function report(chain: ChainResult, through: string): number {
  if (chain.ok) {
    process.stdout.write(
      `Tracking chain OK: ${chain.rows} rows${through}. Head: ${chain.headHash ? `row ${chain.headId}, hash ${chain.headHash}` : 'none (empty trail)'}\n`,
    );
    return 0;
  }
  process.stderr.write(`Tracking chain BROKEN at row ${chain.brokenId ?? '?'}${through}: ${chain.message}\n`);
  return 1;
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    let release: () => void;
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      const answer = await askConsole(path.join(config.dataDir, CONSOLE_SOCKET), { command: 'audit-verify' });
      if (!answer.ok) {
        process.stderr.write(`${answer.message}\n`);
        return 1;
      }
      if (!('chain' in answer)) {
        process.stderr.write('The server console answered another command.\n');
        return 1;
      }
      return report(answer.chain, ' (through the running server)');
    }
    try {
      return await withDatabase(await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') }));
    } finally {
      release();
    }
  }
  return withDatabase(await openDatabase({ url: config.databaseUrl, poolSize: 1 }));

  async function withDatabase(database: Database): Promise<number> {
    try {
      await prepareDatabase(config, database, (message) => process.stderr.write(`warning: ${message}\n`));
      return report(await verifyAndRecord(database.db, new Date()), '');
    } finally {
      await database.close();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known =
      err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirOpenError;
    const text = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
    process.stderr.write(`rekon audit:verify: ${text}\n`);
    process.exit(2);
  },
);
