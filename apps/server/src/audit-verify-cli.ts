/**
 * `npm run audit:verify` (issue 32 item 7, decision 066): walks the Tracking chain and reports the first row
 * where it breaks (a row changed, removed, or inserted out of order by anyone who got past the database's
 * rights), exiting 1 then; records the verification for the ADMIN dashboard. Run it on the server with the
 * same environment as Rekon: on PostgreSQL it reads DATABASE_URL; on the embedded database it opens the data
 * folder when Rekon is stopped, and asks the running server through its console socket when it is not.
 */
import { askRunningServer, exitWhenDone, runOnDatabase } from './cli-database';
import { loadConfig } from './config';
import { verifyAndRecord, type ChainResult } from './modules/tracking/chain';

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
  return runOnDatabase(config, {
    throughServer: async () => {
      const answer = await askRunningServer(config, { command: 'audit-verify' }, 'chain');
      return answer ? report(answer.chain, ' (through the running server)') : 1;
    },
    onDatabase: async (database) => report(await verifyAndRecord(database.db, new Date()), ''),
  });
}

exitWhenDone('audit:verify', main(), 2);
