import { availableParallelism, totalmem } from 'node:os';
import { WORKER_MEMORY_MB } from '@rekon/formats/convert-in-worker';

/**
 * How much heavy work (workbooks read in worker threads, uploads parsed and stored) the process takes on at
 * once (decision 039). Beyond it a request waits in a short line, and beyond the line it is told the server is
 * busy (503 with Retry-After), so load never shows up as a file "too big" or as an out-of-memory process.
 */
export interface HeavyWorkLimits {
  /** Jobs holding a worker thread (one CPU each) at the same time. */
  threads: number;
  /** Megabytes the running jobs may reserve together. A job larger than this runs alone. */
  memoryMb: number;
  /** Jobs that may wait for their turn; the next one is refused at once. */
  maxWaiting: number;
  /** How long a job may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** What a job needs while it runs. */
export interface HeavyJob {
  /** 1 when the job runs in a worker thread, 0 when it works on the event loop (parsing, COPY). */
  threads: 0 | 1;
  /** What it may hold at its peak, in megabytes (reserved, not measured). */
  memoryMb: number;
}

/**
 * A workbook read by SheetJS in a worker thread: what its thread may hold at most (the heap limits it is
 * started with), plus the thread's own isolate and the bytes and text passed in and out.
 */
export const WORKBOOK_JOB: HeavyJob = { threads: 1, memoryMb: WORKER_MEMORY_MB + 64 };

const MB = 1024 * 1024;

/**
 * An upload parsed on the event loop as it streams into the database: the file's bytes and their gzip copy
 * (kept with the upload), the workbook's CSV text when there is one, and the parser's buffers.
 */
export function textJob(fileBytes: number, textBytes = 0): HeavyJob {
  return { threads: 0, memoryMb: Math.ceil((2 * fileBytes + 2 * textBytes) / MB) + 16 };
}

/**
 * The limits for a machine: one worker thread per core but one (the event loop and the embedded database keep
 * a core), and an eighth of the machine's memory for heavy work, at least one workbook's worth and at most
 * 4 GB. The line holds what the threads can clear in about half a minute.
 */
export function sizeHeavyWork(
  machine: { cpus: number; totalMemoryMb: number } = {
    cpus: availableParallelism(),
    totalMemoryMb: Math.floor(totalmem() / MB),
  },
): HeavyWorkLimits {
  const threads = Math.max(1, machine.cpus - 1);
  const memoryMb = Math.max(WORKBOOK_JOB.memoryMb, Math.min(4096, Math.floor(machine.totalMemoryMb / 8)));
  return { threads, memoryMb, maxWaiting: 2 * threads + 2, maxWaitMs: 60_000 };
}

/** The server cannot take this job now: answered 503 with `Retry-After` (http/errors.ts). */
export class ServerBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy with other heavy work.');
    this.name = 'ServerBusyError';
  }
}

interface Waiter {
  job: HeavyJob;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A first-come, first-served queue of heavy jobs bounded by threads and reserved memory. The head of the line
 * starts as soon as it fits; nothing overtakes it, so a workbook is never starved by a stream of small files.
 */
export class HeavyWork {
  private threads = 0;
  private memoryMb = 0;
  private jobs = 0;
  private readonly line: Waiter[] = [];
  /** A running mean of how long a job holds its place, for Retry-After. */
  private meanMs = 5_000;
  /** The most that ran at once, and how many were refused, since the start (for tests and logs). */
  readonly seen = { peakJobs: 0, peakThreads: 0, peakMemoryMb: 0, refused: 0, waited: 0 };

  constructor(readonly limits: HeavyWorkLimits) {}

  /** Runs `work` when the job fits; throws ServerBusyError when the line is full or the wait too long. */
  async run<T>(job: HeavyJob, work: () => Promise<T>): Promise<T> {
    const needed = this.clamp(job);
    if (this.line.length > 0 || !this.fits(needed)) await this.wait(needed);
    else this.take(needed);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - started);
      this.release(needed);
    }
  }

  /** Seconds until a place is likely free: the jobs ahead, cleared a thread's worth at a time. */
  retryAfterSeconds(): number {
    const ahead = this.line.length + this.jobs;
    const seconds = Math.ceil((ahead * this.meanMs) / Math.max(1, this.limits.threads) / 1000);
    return Math.min(60, Math.max(1, seconds));
  }

  private clamp(job: HeavyJob): HeavyJob {
    return {
      threads: job.threads,
      memoryMb: Math.min(this.limits.memoryMb, Math.max(0, Math.ceil(job.memoryMb))),
    };
  }

  private fits(job: HeavyJob): boolean {
    if (this.threads + job.threads > this.limits.threads) return false;
    return this.jobs === 0 || this.memoryMb + job.memoryMb <= this.limits.memoryMb;
  }

  private take(job: HeavyJob) {
    this.threads += job.threads;
    this.memoryMb += job.memoryMb;
    this.jobs += 1;
    this.seen.peakJobs = Math.max(this.seen.peakJobs, this.jobs);
    this.seen.peakThreads = Math.max(this.seen.peakThreads, this.threads);
    this.seen.peakMemoryMb = Math.max(this.seen.peakMemoryMb, this.memoryMb);
  }

  private release(job: HeavyJob) {
    this.threads -= job.threads;
    this.memoryMb -= job.memoryMb;
    this.jobs -= 1;
    this.pump();
  }

  private pump() {
    while (this.line.length > 0 && this.fits(this.line[0]!.job)) {
      const next = this.line.shift()!;
      clearTimeout(next.timer);
      this.take(next.job);
      next.start();
    }
  }

  private wait(job: HeavyJob): Promise<void> {
    if (this.line.length >= this.limits.maxWaiting) {
      this.seen.refused += 1;
      throw new ServerBusyError(this.retryAfterSeconds());
    }
    this.seen.waited += 1;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        job,
        start: resolve,
        timer: setTimeout(() => {
          const at = this.line.indexOf(waiter);
          if (at < 0) return;
          this.line.splice(at, 1);
          this.seen.refused += 1;
          reject(new ServerBusyError(this.retryAfterSeconds()));
          // The head may have been what held the others back.
          this.pump();
        }, this.limits.maxWaitMs),
      };
      this.line.push(waiter);
    });
  }
}
