import { parentPort, workerData } from 'node:worker_threads';
import { isFormatError } from '../errors';
import { convertSpreadsheet } from './convert';
import type { WorkerJob } from './convert-in-worker';
import { statementSheetCsv } from './statement-sheet';

/** Worker entry of `convertInWorker` and `statementSheetInWorker`: one job, one reply, then the thread is ended. */
const job = workerData as WorkerJob;
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
