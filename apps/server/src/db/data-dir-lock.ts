import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../lib/process-alive';
import { ensurePrivateDataDir, makePrivate, PRIVATE_UMASK } from './private-dir';

export class DataDirLockedError extends Error {}

/**
 * PGlite takes no lock on its folder, and two processes on one folder corrupt it (PGlite issue #1106).
 * Like PostgreSQL's postmaster.pid: a file created exclusively holds the owner's pid; a file left by a
 * process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  // Whoever locks the folder (the server, db:migrate, db:copy, npm run whitelist) writes into it: privately, and
  // only into a folder others cannot reach (decision 061).
  process.umask(PRIVATE_UMASK);
  ensurePrivateDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'rekon.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          // What the embedded database wrote last, with its own modes.
          makePrivate(dataDir);
        } finally {
          rmSync(file, { force: true });
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Rekon process (pid ${owner}). ` +
            'Stop that process first, or give this one its own DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
