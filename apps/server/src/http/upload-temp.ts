import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rm, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { processAlive } from '../lib/process-alive';

/**
 * The upload temp folder of one server (issue 18, V4; decision 040). Every server process works in its own
 * folder under `UPLOAD_TMP_DIR`, named `rekon-<host>-<pid>-<random>`: it is created at start, removed on a
 * clean shutdown, and whatever a crashed process left behind is swept by the next start. Several processes
 * (on one machine or on several sharing a volume) may share the root, so a start removes only folders whose
 * owner is gone: a process of this host that no longer runs, or a folder whose heartbeat stopped long ago.
 */

/** How often a live process touches its folder, so that others can tell it is alive. */
export const HEARTBEAT_MS = 60_000;
/** A folder not touched for this long belongs to no live process (ten missed heartbeats). */
export const STALE_MS = 10 * HEARTBEAT_MS;
/**
 * Files directly in the root come from versions before issue 18, which named each upload by a UUID there.
 * Such a file may belong to an older process still running beside this one (during an upgrade), whose
 * owner cannot be known: it is removed only when it has not been written for an hour.
 */
export const LEGACY_STALE_MS = 60 * 60_000;

/** The folders of the apps open in this process (tests run several; a server runs one). */
const openHere = new Set<string>();

const FOLDER = /^rekon-([A-Za-z0-9._]+)-([0-9]+)-([0-9a-f]{12})$/;
const LEGACY_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** This machine's name as it appears in folder names (letters, digits, dots and underscores only). */
export function hostTag(name = hostname()): string {
  return name.replace(/[^A-Za-z0-9.]/g, '_').slice(0, 64) || 'host';
}

export interface SweepOptions {
  /** The folder of the sweeping process: never removed. */
  own?: string;
  now?: Date;
  host?: string;
  alive?: (pid: number) => boolean;
}

export interface SweepResult {
  removed: string[];
  kept: string[];
}

/**
 * Removes what dead processes left in `root`: their folders, and stale upload files of older versions.
 * Anything else in the root (a name Rekon does not write) is left alone, so a shared folder such as /tmp
 * is safe. A failure to remove one entry does not stop the others.
 */
export async function sweepTempRoot(root: string, options: SweepOptions = {}): Promise<SweepResult> {
  const now = (options.now ?? new Date()).getTime();
  const host = options.host ?? hostTag();
  const alive = options.alive ?? processAlive;
  const result: SweepResult = { removed: [], kept: [] };
  let names: string[];
  try {
    names = await readdir(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw err;
  }
  for (const name of names) {
    const full = path.join(root, name);
    if (options.own && path.resolve(full) === path.resolve(options.own)) continue;
    const folder = FOLDER.exec(name);
    const legacy = LEGACY_FILE.test(name);
    if (!folder && !legacy) continue;
    try {
      const stat = await lstat(full);
      const age = now - stat.mtimeMs;
      let dead: boolean;
      if (folder) {
        if (!stat.isDirectory()) continue;
        const pid = Number(folder[2]);
        // On this host a folder whose process is gone is dead at once, and so is one carrying this process's
        // own pid that this process did not open (a container restarted under the same pid). A folder of
        // another host, or one whose pid a new process took, is dead when its heartbeat stopped.
        const gone = pid === process.pid ? !openHere.has(path.resolve(full)) : !alive(pid);
        dead = (folder[1] === host && gone) || age > STALE_MS;
      } else {
        if (!stat.isFile()) continue;
        dead = age > LEGACY_STALE_MS;
      }
      if (!dead) {
        result.kept.push(name);
        continue;
      }
      await rm(full, { recursive: true, force: true });
      result.removed.push(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') result.kept.push(name);
    }
  }
  return result;
}

export interface ProcessTempDir {
  /** The folder of this process, where the receiver writes each upload under a generated name. */
  path: string;
  /** What the start-up sweep removed and kept. */
  swept: SweepResult;
  /** Stops the heartbeat and removes the folder with whatever is still in it. */
  close(): Promise<void>;
}

/** Creates this process's folder under `root` (and the root), sweeps the root, and starts the heartbeat. */
export async function openProcessTempDir(
  root: string,
  options: { host?: string; alive?: (pid: number) => boolean; heartbeatMs?: number } = {},
): Promise<ProcessTempDir> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const host = options.host ?? hostTag();
  const own = path.join(root, `rekon-${host}-${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(own, { mode: 0o700 });
  openHere.add(path.resolve(own));
  const swept = await sweepTempRoot(root, { own, host, alive: options.alive });
  const heartbeat = setInterval(() => {
    const now = new Date();
    // The receiver creates the folder again if something outside removed it; a missing folder is no error.
    utimes(own, now, now).catch(() => {});
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  let closed: Promise<void> | undefined;
  return {
    path: own,
    swept,
    close() {
      clearInterval(heartbeat);
      openHere.delete(path.resolve(own));
      closed ??= rm(own, { recursive: true, force: true });
      return closed;
    },
  };
}
