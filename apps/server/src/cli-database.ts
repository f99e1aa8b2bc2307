/**
 * How a command run on the server beside Rekon (`npm run whitelist`, `npm run audit:verify`) reaches the database,
 * with the same environment as Rekon: on PostgreSQL through DATABASE_URL; on the embedded database by opening the
 * data folder when Rekon is stopped, and by asking the running server through its console socket when it is not
 * (only one process may open the embedded database's files).
 */
import path from 'node:path';
import { ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { DataDirOpenError } from './db/private-dir';
import { prepareDatabase } from './db/roles';
import {
  askConsole,
  CONSOLE_SOCKET,
  type ConsoleAnswer,
  type ConsoleRequest,
} from './modules/whitelist/console';

export interface CommandRoutes {
  /** Rekon runs on the data folder: the command goes through its console (askRunningServer). */
  throughServer: () => Promise<number>;
  /** The database is the command's own: prepared (migrated) before, closed after. */
  onDatabase: (database: Database) => Promise<number>;
}

/** Runs the command where the database is; its exit code. */
export async function runOnDatabase(config: Config, routes: CommandRoutes): Promise<number> {
  if (!config.databaseUrl) {
    let release: () => void;
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      return routes.throughServer();
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
      return await routes.onDatabase(database);
    } finally {
      await database.close();
    }
  }
}

/**
 * Asks the running server's console; the answer that carries `key`, or null once it has said why not (the server
 * refused, or answered another command).
 */
export async function askRunningServer<K extends string>(
  config: Config,
  request: ConsoleRequest,
  key: K,
): Promise<Extract<ConsoleAnswer, Record<K, unknown>> | null> {
  const answer = await askConsole(path.join(config.dataDir, CONSOLE_SOCKET), request);
  if (!answer.ok) {
    process.stderr.write(`${answer.message}\n`);
    return null;
  }
  if (!(key in answer)) {
    process.stderr.write('The server console answered another command.\n');
    return null;
  }
  return answer as Extract<ConsoleAnswer, Record<K, unknown>>;
}

/**
 * Ends the process with the command's exit code; a failure prints `rekon <name>: ` and, for an error the operator
 * can act on (configuration, data folder), only its message, else its stack, and exits with `failureCode`.
 */
export function exitWhenDone(name: string, command: Promise<number>, failureCode: number): void {
  command.then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known =
        err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirOpenError;
      const text = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
      process.stderr.write(`rekon ${name}: ${text}\n`);
      process.exit(failureCode);
    },
  );
}
