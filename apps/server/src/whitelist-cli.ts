/**
 * `npm run whitelist -- add <ip> [note]`: lets an address in when nobody can reach Rekon (the office's
 * public address changed overnight), and `npm run whitelist -- list` shows the entries. Run it on the server,
 * with the same environment as Rekon. On PostgreSQL it writes to the database directly; on the embedded
 * database it opens the data folder when Rekon is stopped, and asks the running server through its console
 * socket when it is not. Either way the change is a Tracking row.
 */
import { askRunningServer, exitWhenDone, runOnDatabase } from './cli-database';
import { loadConfig } from './config';
import { HttpError } from './http/errors';
import { listAll } from './modules/whitelist/whitelist.repository';
import { addFromConsole, type ConsoleOutcome } from './modules/whitelist/whitelist.service';

const USAGE = 'usage: npm run whitelist -- add <ip> [note]\n       npm run whitelist -- list\n';

const SAID: Record<ConsoleOutcome, string> = {
  added: 'added to the whitelist and active',
  activated: 'was on the whitelist but inactive: switched on',
  unchanged: 'is already on the whitelist and active: nothing changed',
};

async function main(args: string[]): Promise<number> {
  const [command, ip, ...noteWords] = args;
  if (!(command === 'add' && ip) && command !== 'list') {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  return runOnDatabase(config, {
    throughServer: async () => {
      if (command === 'list') {
        process.stderr.write('Rekon is running on this data folder: see the list on its Whitelist screen.\n');
        return 1;
      }
      const request = { command: 'whitelist-add', ip: ip!, note: noteWords.join(' ') } as const;
      const answer = await askRunningServer(config, request, 'ip');
      if (!answer) return 1;
      process.stdout.write(`${answer.ip} ${SAID[answer.outcome]} (through the running server).\n`);
      return 0;
    },
    onDatabase: async (database) => {
      if (command === 'list') {
        const rows = await listAll(database.db);
        for (const row of rows)
          process.stdout.write(`${row.whitelist_ip}\t${row.whitelist_status ? 'Active' : 'Inactive'}\n`);
        if (rows.length === 0) process.stdout.write('The whitelist is empty.\n');
        return 0;
      }
      try {
        const done = await addFromConsole(database.db, ip!, noteWords.join(' '), new Date());
        process.stdout.write(`${done.ip} ${SAID[done.outcome]}.\n`);
        return 0;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        process.stderr.write(`${err.message}\n`);
        return 1;
      }
    },
  });
}

exitWhenDone('whitelist', main(process.argv.slice(2)), 1);
