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

/**
 * Who a job is for: the signed-in account and the website it works on. Each holds at most a share of the queue
 * (decision 039, amended by issue 32 / F3).
 */
export interface JobOwner {
  user: number | string;
  website?: string | null;
}

/** A text job this small (threads 0) is "small": it may run in the small lane beside a full budget. */
export const SMALL_JOB_MB = 64;
/** Small jobs that may run at once in the small lane, outside the memory budget. */
export const SMALL_LANE_SLOTS = 4;
/** The share of the threads, the memory and the line one user (or one website) may hold while others wait. */
export const OWNER_SHARE = 0.5;

interface Waiter {
  job: HeavyJob;
  owner: JobOwner | undefined;
  start: (lane: 'main' | 'small') => void;
  timer: NodeJS.Timeout;
}

interface Holding {
  threads: number;
  memoryMb: number;
  jobs: number;
}

const isSmall = (job: HeavyJob) => job.threads === 0 && job.memoryMb <= SMALL_JOB_MB;

/**
 * A queue of heavy jobs bounded by threads and reserved memory, fair between users and websites:
 * - one user, or one website, holds at most half the threads and half the memory (at least one job) while
 *   anyone else's job waits, and at most half the line: a checker's workbooks cannot make another website's
 *   file wait for all of them, nor fill the line so that it is refused at once;
 * - a small file (a text parse of at most 64 MB reserved) never waits behind workbooks: when the budget is
 *   full it runs in a small lane of 4 places beside it;
 * - otherwise first come, first served: a job blocked by the budget (not by its owner's share) is not
 *   overtaken by larger jobs, so a workbook is never starved by a stream of other work.
 */
export class HeavyWork {
  private threads = 0;
  private memoryMb = 0;
  private jobs = 0;
  private smallRunning = 0;
  private readonly line: Waiter[] = [];
  private readonly byUser = new Map<string, Holding>();
  private readonly byWebsite = new Map<string, Holding>();
  /** When each user's job last started (a sequence number), so that users take turns. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  /** A running mean of how long a job holds its place, for Retry-After. */
  private meanMs = 5_000;
  /** The most that ran at once, and how many were refused, since the start (for tests and logs). */
  readonly seen = { peakJobs: 0, peakThreads: 0, peakMemoryMb: 0, refused: 0, waited: 0, smallLane: 0 };

  constructor(readonly limits: HeavyWorkLimits) {}

  /** Runs `work` when the job fits; throws ServerBusyError when the line is full or the wait too long. */
  async run<T>(job: HeavyJob, work: () => Promise<T>, owner?: JobOwner): Promise<T> {
    const needed = this.clamp(job);
    let lane: 'main' | 'small';
    if (this.line.length === 0 && this.fits(needed) && this.underShare(needed, owner)) {
      this.take(needed, owner);
      lane = 'main';
    } else if (isSmall(needed) && this.smallRunning < SMALL_LANE_SLOTS) {
      this.smallRunning += 1;
      this.seen.smallLane += 1;
      lane = 'small';
    } else {
      lane = await this.wait(needed, owner);
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - started);
      if (lane === 'small') {
        this.smallRunning -= 1;
        this.pump();
      } else this.release(needed, owner);
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

  /** Whether the owner (user and website) may take one more job while others may be waiting. */
  private underShare(job: HeavyJob, owner: JobOwner | undefined): boolean {
    if (!owner) return true;
    const maxThreads = Math.max(1, Math.floor(this.limits.threads * OWNER_SHARE));
    const maxMemory = this.limits.memoryMb * OWNER_SHARE;
    for (const holding of this.holdingsOf(owner)) {
      if (!holding || holding.jobs === 0) continue;
      if (holding.threads + job.threads > maxThreads) return false;
      if (holding.memoryMb + job.memoryMb > maxMemory) return false;
    }
    return true;
  }

  private holdingsOf(owner: JobOwner): (Holding | undefined)[] {
    return [
      this.byUser.get(String(owner.user)),
      owner.website ? this.byWebsite.get(owner.website) : undefined,
    ];
  }

  private take(job: HeavyJob, owner: JobOwner | undefined) {
    this.threads += job.threads;
    this.memoryMb += job.memoryMb;
    this.jobs += 1;
    if (owner) {
      const add = (map: Map<string, Holding>, key: string) => {
        const holding = map.get(key) ?? { threads: 0, memoryMb: 0, jobs: 0 };
        holding.threads += job.threads;
        holding.memoryMb += job.memoryMb;
        holding.jobs += 1;
        map.set(key, holding);
      };
      add(this.byUser, String(owner.user));
      if (owner.website) add(this.byWebsite, owner.website);
      this.lastServed.set(String(owner.user), ++this.served);
    }
    this.seen.peakJobs = Math.max(this.seen.peakJobs, this.jobs);
    this.seen.peakThreads = Math.max(this.seen.peakThreads, this.threads);
    this.seen.peakMemoryMb = Math.max(this.seen.peakMemoryMb, this.memoryMb);
  }

  private release(job: HeavyJob, owner: JobOwner | undefined) {
    this.threads -= job.threads;
    this.memoryMb -= job.memoryMb;
    this.jobs -= 1;
    if (owner) {
      const sub = (map: Map<string, Holding>, key: string) => {
        const holding = map.get(key);
        if (!holding) return;
        holding.threads -= job.threads;
        holding.memoryMb -= job.memoryMb;
        holding.jobs -= 1;
        if (holding.jobs <= 0) map.delete(key);
      };
      sub(this.byUser, String(owner.user));
      if (owner.website) sub(this.byWebsite, owner.website);
    }
    this.pump();
  }

  /**
   * Starts what may start, in the order of the line: a waiter held back only by its owner's share lets the
   * others pass; one held back by the budget stops the others (except small jobs, which take the small lane).
   */
  private pump() {
    for (;;) {
      const next = this.nextToStart();
      if (!next) return;
      const { waiter, lane } = next;
      this.line.splice(this.line.indexOf(waiter), 1);
      clearTimeout(waiter.timer);
      if (lane === 'main') this.take(waiter.job, waiter.owner);
      else {
        this.smallRunning += 1;
        this.seen.smallLane += 1;
      }
      waiter.start(lane);
    }
  }

  /**
   * The waiter to start now, and where: owners turn about (the one holding the fewest jobs, then the one served
   * longest ago, then the line's order); a waiter held back only by its owner's share lets the others pass; one
   * held back by the budget stops every job behind it but small ones (they take the small lane).
   */
  private nextToStart(): { waiter: Waiter; lane: 'main' | 'small' } | undefined {
    const keyOf = (waiter: Waiter, at: number) => {
      const user = waiter.owner ? String(waiter.owner.user) : '';
      return [this.byUser.get(user)?.jobs ?? 0, this.lastServed.get(user) ?? -1, at] as const;
    };
    const order = this.line
      .map((waiter, at) => ({ waiter, key: keyOf(waiter, at) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
    let blocked = false;
    for (const { waiter } of order) {
      const { job } = waiter;
      if (!blocked && this.fits(job) && this.underShare(job, waiter.owner)) return { waiter, lane: 'main' };
      if (isSmall(job) && this.smallRunning < SMALL_LANE_SLOTS) return { waiter, lane: 'small' };
      // Blocked by the budget: only small jobs (small lane) overtake it. Blocked by its share: the others go first.
      if (!this.fits(job)) blocked = true;
    }
    return undefined;
  }

  private wait(job: HeavyJob, owner: JobOwner | undefined): Promise<'main' | 'small'> {
    const mine = owner
      ? this.line.filter((w) => w.owner && String(w.owner.user) === String(owner.user)).length
      : 0;
    const ownLimit = Math.max(1, Math.ceil(this.limits.maxWaiting * OWNER_SHARE));
    if (this.line.length >= this.limits.maxWaiting || (owner && mine >= ownLimit)) {
      this.seen.refused += 1;
      throw new ServerBusyError(this.retryAfterSeconds());
    }
    this.seen.waited += 1;
    return new Promise<'main' | 'small'>((resolve, reject) => {
      const waiter: Waiter = {
        job,
        owner,
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
      // Owners' shares may let it start at once although others wait.
      this.pump();
    });
  }
}
