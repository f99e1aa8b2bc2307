import { readFileSync } from 'node:fs';
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
  /**
   * Time limit of the work: the CPU time of the worker's own thread where the system shows it (Linux), so a
   * busy machine never makes a file "too big"; elsewhere the wall clock. The thread is ended past it.
   */
  timeoutMs?: number;
  /** Wall-clock backstop where the CPU time is measured; six times `timeoutMs` unless given. */
  wallTimeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
  /**
   * The worker entry. Defaults to `convert-worker.ts` beside this file, started through tsx; a bundled
   * server passes its compiled `convert-worker.js` instead.
   */
  workerUrl?: URL;
}

// A young generation of 16 MB (V8 sizes it from the heap limit otherwise, 64 MB here) keeps a 60,000-row
// workbook's conversion 50 MB lower at its peak for about the same time (measured: 214 MB → 162 MB).
const DEFAULTS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 16 };

/** The most a workbook's worker thread may hold on its heap (its resource limits), in megabytes. */
export const WORKER_MEMORY_MB = DEFAULTS.maxOldGenerationSizeMb + DEFAULTS.maxYoungGenerationSizeMb;

/** The worker's first message: where its thread's CPU time can be read (`/proc/<pid>/task/<tid>`). */
export interface WorkerThreadNote {
  thread: string;
}

/** How often the worker thread's CPU time is read. */
const CPU_POLL_MS = 100;

/**
 * CPU time (user + system) of a thread from its `/proc/.../stat`, in milliseconds; null when it cannot be
 * read. Linux counts in clock ticks of 1/100 s (USER_HZ) on every architecture Node supports.
 */
export function threadCpuMs(threadDir: string): number | null {
  try {
    const stat = readFileSync(`${threadDir}/stat`, 'latin1');
    // Fields after the command name (which may hold spaces) in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

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
  const { timeoutMs, wallTimeoutMs, workerUrl, ...memory } = { ...DEFAULTS, ...options };
  const entry = workerUrl ?? new URL('./convert-worker.ts', import.meta.url);
  const workerOptions = { workerData, resourceLimits: { ...memory, stackSizeMb: 4 } };
  const worker = entry.pathname.endsWith('.ts')
    ? typeScriptWorker(entry, workerOptions)
    : new Worker(entry, workerOptions);
  return new Promise((resolve, reject) => {
    let settled = false;
    let cpuTimer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(cpuTimer);
      void worker.terminate();
      outcome();
    };
    const stop = () =>
      settle(() =>
        reject(
          new FormatError(422, 'Konversi dihentikan: file Excel terlalu besar atau rumit untuk diproses.'),
        ),
      );
    // Where the thread's CPU time can be read (Linux), the wall clock is only a backstop; elsewhere it is the limit.
    const timer = setTimeout(
      stop,
      process.platform === 'linux' ? (wallTimeoutMs ?? 6 * timeoutMs) : timeoutMs,
    );
    const watchCpu = (threadDir: string) => {
      if (settled || cpuTimer) return;
      cpuTimer = setInterval(() => {
        const cpuMs = threadCpuMs(threadDir);
        if (cpuMs !== null && cpuMs > timeoutMs) stop();
      }, CPU_POLL_MS);
    };
    worker.on('message', (message: WorkerReply<T> | WorkerThreadNote) => {
      if ('thread' in message) return watchCpu(message.thread);
      settle(() =>
        message.ok
          ? resolve(message.result)
          : reject(new FormatError(message.statusCode, message.message, message.errors)),
      );
    });
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
