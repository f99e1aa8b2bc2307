import type { UploadPhase, UploadProgress } from '@rekon/contracts';
import type { Actor } from '../../http/access';

/**
 * The phases an upload runs inside its transaction, holding the embedded database's one connection: only then is
 * the uploader taken from the board. While the file is still being received (or waits for a heavy-work slot) the
 * database is free, so the session is looked up as for any request, and a session signed out or an account
 * switched off meanwhile gets 401 (issue 32, F5).
 */
const IN_TRANSACTION: ReadonlySet<UploadPhase> = new Set(['reading', 'storing', 'matching']);

/** How long a finished or abandoned upload's progress stays readable. */
const KEEP_MS = 10 * 60_000;

interface Entry {
  progress: UploadProgress;
  uploader: Actor;
  until: number;
}

/**
 * The phase each running upload is in, in this process's memory: progress is a courtesy to the person
 * waiting, lost on a restart with the upload it describes. Keyed by the uploader's session and the browser's
 * upload id, so no one else can read it.
 *
 * The board also knows who is uploading, so the browser's question can be answered without the database
 * (`uploaderOf`): on the embedded database an upload's transaction holds the one connection until it ends,
 * and a session looked up there would wait for the whole upload, phases and all.
 */
export class UploadProgressBoard {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  report(uploader: Actor, uploadId: string, phase: UploadPhase, rows: number | null) {
    const at = this.now();
    for (const [key, entry] of this.#entries) if (entry.until < at) this.#entries.delete(key);
    this.#entries.set(keyOf(uploader.sessionHash, uploadId), {
      progress: { phase, rows },
      uploader,
      until: at + KEEP_MS,
    });
  }

  /** An upload that ended without an answer to report (refused, failed): nothing about it is kept. */
  forget(sessionHash: Buffer, uploadId: string) {
    this.#entries.delete(keyOf(sessionHash, uploadId));
  }

  read(sessionHash: Buffer, uploadId: string): UploadProgress | null {
    return this.#live(sessionHash, uploadId)?.progress ?? null;
  }

  /**
   * The account of the session that is running this upload's transaction now, as the upload's own request
   * authenticated it; undefined before (receiving) and after (done): the session is then looked up as for any
   * request.
   */
  uploaderOf(sessionHash: Buffer, uploadId: string): Actor | undefined {
    const entry = this.#live(sessionHash, uploadId);
    return entry && IN_TRANSACTION.has(entry.progress.phase) ? entry.uploader : undefined;
  }

  #live(sessionHash: Buffer, uploadId: string): Entry | undefined {
    const entry = this.#entries.get(keyOf(sessionHash, uploadId));
    return entry && entry.until >= this.now() ? entry : undefined;
  }
}

const keyOf = (sessionHash: Buffer, uploadId: string) => `${sessionHash.toString('hex')}:${uploadId}`;
