import { parentPort, workerData } from 'node:worker_threads';
import { isFormatError } from '../errors';
import { convertSpreadsheet, type SpreadsheetKind } from './convert';

/** Worker entry of `convertInWorker`: one conversion, one reply, then the thread is ended. */
const { bytes, kind } = workerData as { bytes: Uint8Array; kind: SpreadsheetKind };
try {
  parentPort?.postMessage({ ok: true, result: convertSpreadsheet(bytes, kind) });
} catch (error) {
  parentPort?.postMessage(
    isFormatError(error)
      ? { ok: false, statusCode: error.statusCode, message: error.message, errors: error.errors }
      : { ok: false, statusCode: 422, message: 'File Excel tidak bisa dibaca.', errors: [] },
  );
}
