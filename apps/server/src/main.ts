import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { DataDirOpenError, keepPrivate, makePrivate, openPaths, PRIVATE_UMASK } from './db/private-dir';
import { prepareDatabase } from './db/roles';
import { bootstrap } from './modules/accounts/bootstrap';
import { dataDirFeedKey } from './modules/feeds/secret-box';
import { startSnapPuller } from './modules/feeds/snap-puller';
import { deleteExpiredSessions } from './modules/auth/session.repository';
import { CONSOLE_SOCKET, listenConsole } from './modules/whitelist/console';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often the embedded data folder's modes are put right while Rekon runs (decision 061). */
const PRIVATE_SWEEP_MS = 60_000;

async function main() {
  // Everything Rekon creates (the data folder, upload temp files, the console socket) is its user's alone,
  // whatever umask the shell or the service manager gave us.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  // Refuses a folder others can reach, or creates it private (decision 061).
  const releaseLock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: embedded ? path.join(config.dataDir, 'pglite') : undefined,
  });
  let stopKeepingPrivate = () => {};
  if (embedded) {
    // PGlite writes its files 0666/0644 whatever the umask: put them right now, and keep them right.
    makePrivate(config.dataDir);
    const open = openPaths(config.dataDir);
    if (open.length > 0) {
      await database.close();
      releaseLock();
      throw new DataDirOpenError(
        `Could not make the data folder private: ${open.slice(0, 3).join(', ')}. ` +
          `Run: chmod -R go-rwx ${config.dataDir}`,
      );
    }
  }
  if (!config.feedSecretKey && !config.databaseUrl) {
    // The embedded database keeps the feeds' key in its data folder (decision 057); said once, when made.
    const made = dataDirFeedKey(config.dataDir);
    config.feedSecretKey = made.key;
    if (made.created)
      process.stdout.write(
        `rekon: FEED_SECRET_KEY is not set: made a feed secret key in ${made.file} (owner-only). Back it up with the data folder.\n`,
      );
  }
  const app = await buildApp({ database, config });
  if (embedded) {
    stopKeepingPrivate = keepPrivate(config.dataDir, PRIVATE_SWEEP_MS, (changed) =>
      app.log.debug({ changed }, 'data folder modes made private'),
    );
  }
  const applied = await prepareDatabase(config, database, (message) => app.log.warn(message));
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  await bootstrap(database.db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    whitelistSeed: config.whitelistSeed,
    log: app.log,
    now: new Date(),
  });
  await deleteExpiredSessions(database.db, new Date(), config.sessionIdleMs);
  if (embedded) makePrivate(config.dataDir);

  // `npm run whitelist` reaches the database directly on PostgreSQL; the embedded one only through us.
  const closeConsole = config.databaseUrl
    ? async () => {}
    : await listenConsole(app, path.join(config.dataDir, CONSOLE_SOCKET)).catch((err: unknown) => {
        // E.g. a data folder path longer than a socket path may be: Rekon serves; the console waits for a stop.
        app.log.warn({ err }, 'server console unavailable: stop Rekon to run npm run whitelist');
        return async () => {};
      });

  let stopPuller: () => Promise<void> = async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await stopPuller();
      await closeConsole();
      await app.close();
      await database.close();
      stopKeepingPrivate();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // SNAP feeds pull on their own (decision 058); stopped before the database closes.
  stopPuller = startSnapPuller({
    database,
    heavy: app.heavyWork,
    box: app.feedBox,
    clock: app.clock,
    log: app.log,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { engine: database.engine, url: `http://${config.host}:${port}` },
    `Rekon is serving on http://${config.host}:${port} (${database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof DataDirOpenError || err instanceof ConfigError) {
    process.stderr.write(`rekon: ${err.message}\n`);
  } else {
    process.stderr.write(
      `rekon: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
