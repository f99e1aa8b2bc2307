import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { isFormatError } from '../errors';
import { convertSpreadsheet } from './convert';
import type { WorkerJob, WorkerThreadNote } from './convert-in-worker';
import { statementSheetCsv } from './statement-sheet';

/** Worker entry of `convertInWorker` and `statementSheetInWorker`: one job, one reply, then the thread is ended. */
const job = workerData as WorkerJob;
// Where this thread's CPU time can be read, so the time limit counts this work only (Linux; elsewhere none).
try {
  const note: WorkerThreadNote = { thread: `/proc/${readlinkSync('/proc/thread-self')}` };
  parentPort?.postMessage(note);
} catch {
  // No /proc: the wall clock limits the work.
}
try {
  const result =
    job.job === 'convert'
      ? convertSpreadsheet(job.bytes, job.kind)
      : statementSheetCsv(job.bytes, job.format, job.parseOptions);
  parentPort?.postMessage({ ok: true, result });
} catch (error) {
  parentPort?.postMessage(
    isFormatError(error)
      ? { ok: false, statusCode: error.statusCode, message: error.message, errors: error.errors }
      : { ok: false, statusCode: 422, message: 'File Excel tidak bisa dibaca.', errors: [] },
  );
}
