import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What Rekon's own files get: the folders 0700, the files 0600 (decision 061). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The process umask: whatever Rekon creates is its user's alone, whatever the shell's umask was. */
export const PRIVATE_UMASK = 0o077;

export class DataDirOpenError extends Error {}

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * Refuses a data folder that other users may enter, read or write, or that belongs to another user, as PostgreSQL
 * refuses its data directory: it holds every password hash and the audit trail. A folder that does not exist yet is
 * created private. Rekon never loosens or silently tightens the folder it is given: the operator fixes it (chmod).
 */
export function ensurePrivateDataDir(dataDir: string): void {
  let stats;
  try {
    stats = statSync(dataDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(dataDir, PRIVATE_DIR_MODE);
    return;
  }
  if (!stats.isDirectory()) throw new DataDirOpenError(`The data folder ${dataDir} is not a folder.`);
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) {
    throw new DataDirOpenError(
      `The data folder ${dataDir} belongs to another user (uid ${stats.uid}); Rekon runs as uid ${uid}. ` +
        `Run Rekon as the folder's owner, or give it to this user: chown -R ${uid} ${dataDir}`,
    );
  }
  if ((stats.mode & 0o077) !== 0) {
    throw new DataDirOpenError(
      `The data folder ${dataDir} can be entered, read or written by other users (mode ${octal(stats.mode)}). ` +
        `It holds the password hashes and the audit trail, so Rekon will not start on it. ` +
        `Make it private to the user Rekon runs as: chmod -R go-rwx ${dataDir}`,
    );
  }
}

/**
 * Gives every folder under `dir` (itself included) mode 0700 and every file 0600, and returns how many it changed.
 * The embedded database writes its files with modes of its own (0666 and 0644 whatever the umask, measured on
 * PGlite 0.3), so this runs after it opens and again while it runs; the private top folder is what keeps others
 * out in between. Sockets and links are left alone (a link is not followed).
 */
export function makePrivate(dir: string): number {
  let changed = 0;
  const visit = (target: string) => {
    let stats;
    try {
      stats = lstatSync(target);
    } catch (err) {
      // The database removes files while it runs (WAL segments, temporary relations).
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const want = stats.isDirectory() ? PRIVATE_DIR_MODE : stats.isFile() ? PRIVATE_FILE_MODE : undefined;
    if (want === undefined) return;
    if ((stats.mode & 0o777) !== want) {
      try {
        chmodSync(target, want);
        changed++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    if (stats.isDirectory()) {
      let names: string[];
      try {
        names = readdirSync(target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const name of names) visit(path.join(target, name));
    }
  };
  visit(dir);
  return changed;
}

/** Paths under `dir` that others may reach (group or other bits set), links and sockets aside. */
export function openPaths(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    let stats;
    try {
      stats = lstatSync(target);
    } catch {
      return;
    }
    if (!stats.isDirectory() && !stats.isFile()) return;
    if ((stats.mode & 0o077) !== 0) found.push(`${target} (${octal(stats.mode)})`);
    if (stats.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return found;
}

/**
 * Keeps `dir` private while the process runs: fixes it now, then every `everyMs`. Returns a stop function that
 * fixes it one last time (what the database wrote while closing).
 */
export function keepPrivate(dir: string, everyMs: number, onChange?: (changed: number) => void): () => void {
  const sweep = () => {
    try {
      const changed = makePrivate(dir);
      if (changed > 0) onChange?.(changed);
    } catch {
      // A sweep that fails (a file vanishing mid-walk) is retried at the next tick.
    }
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    makePrivate(dir);
  };
}
