import type { UploadPhase, UploadProgress } from '@rekon/contracts';

/** How long a finished or abandoned upload's progress stays readable. */
const KEEP_MS = 10 * 60_000;

/**
 * The phase each running upload is in, in this process's memory: progress is a courtesy to the person
 * waiting, lost on a restart with the upload it describes. Keyed by the uploader's account and the browser's
 * upload id, so one account cannot read another's.
 */
export class UploadProgressBoard {
  readonly #entries = new Map<string, { progress: UploadProgress; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  report(accountId: number, uploadId: string, phase: UploadPhase, rows: number | null) {
    const at = this.now();
    for (const [key, entry] of this.#entries) if (entry.until < at) this.#entries.delete(key);
    this.#entries.set(`${accountId}:${uploadId}`, { progress: { phase, rows }, until: at + KEEP_MS });
  }

  read(accountId: number, uploadId: string): UploadProgress | null {
    const entry = this.#entries.get(`${accountId}:${uploadId}`);
    return entry && entry.until >= this.now() ? entry.progress : null;
  }
}
