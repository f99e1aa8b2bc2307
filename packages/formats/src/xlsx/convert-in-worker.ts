import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FormatError, type FormatErrorDetail } from '../errors';
import type { UploadFormat } from '../formats';
import type { ParseOptions } from '../layout';
import type { ConvertedCsv, SpreadsheetKind } from './convert';
import type { StatementSheet } from './statement-sheet';

export interface WorkerOptions {
  /** Wall-clock limit; the thread is terminated when it is exceeded. */
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
  /**
   * The worker entry. Defaults to `convert-worker.ts` beside this file, started through tsx; a bundled
   * server passes its compiled `convert-worker.js` instead.
   */
  workerUrl?: URL;
}

const DEFAULTS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

/** What a worker is asked to do with a workbook. */
export type WorkerJob =
  | { job: 'convert'; bytes: Uint8Array; kind: SpreadsheetKind }
  | { job: 'statement'; bytes: Uint8Array; format: UploadFormat; parseOptions: ParseOptions };

type WorkerReply<T> =
  | { ok: true; result: T }
  | { ok: false; statusCode: FormatError['statusCode']; message: string; errors: FormatErrorDetail[] };

/** Node 20 does not pass a TypeScript loader on to worker threads: register tsx inside the worker. */
function typeScriptWorker(entry: URL, options: ConstructorParameters<typeof Worker>[1]): Worker {
  const tsxFolder = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxFolder, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Runs `convertSpreadsheet` in a worker thread with memory and time limits, so a hostile workbook (zip
 * bomb, huge sheet, pathological XML) costs that thread, never the server's event loop or heap.
 * Rejects with the converter's `FormatError`, a 413 when the memory limit is hit, a 422 on timeout.
 */
export function convertInWorker(
  bytes: Uint8Array,
  kind: SpreadsheetKind,
  options: WorkerOptions = {},
): Promise<ConvertedCsv> {
  return runInWorker<ConvertedCsv>({ job: 'convert', bytes, kind }, options);
}

/**
 * Reads a statement workbook into the CSV its upload parser reads (`statementSheetCsv`), in a worker
 * thread with the same memory and time limits as Convert Mutasi.
 */
export function statementSheetInWorker(
  bytes: Uint8Array,
  format: UploadFormat,
  parseOptions: ParseOptions,
  options: WorkerOptions = {},
): Promise<StatementSheet> {
  return runInWorker<StatementSheet>({ job: 'statement', bytes, format, parseOptions }, options);
}

function runInWorker<T>(workerData: WorkerJob, options: WorkerOptions): Promise<T> {
  const { timeoutMs, workerUrl, ...memory } = { ...DEFAULTS, ...options };
  const entry = workerUrl ?? new URL('./convert-worker.ts', import.meta.url);
  const workerOptions = { workerData, resourceLimits: { ...memory, stackSizeMb: 4 } };
  const worker = entry.pathname.endsWith('.ts')
    ? typeScriptWorker(entry, workerOptions)
    : new Worker(entry, workerOptions);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new FormatError(422, 'Konversi dihentikan: file Excel terlalu besar atau rumit untuk diproses.'),
          ),
        ),
      timeoutMs,
    );
    worker.once('message', (reply: WorkerReply<T>) =>
      settle(() =>
        reply.ok
          ? resolve(reply.result)
          : reject(new FormatError(reply.statusCode, reply.message, reply.errors)),
      ),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FormatError(413, 'File Excel terlalu besar untuk diproses (batas memori konversi).')
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`Spreadsheet worker exited (code ${code}) without a reply.`))),
    );
  });
}
