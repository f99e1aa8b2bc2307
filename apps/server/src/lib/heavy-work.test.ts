import { describe, expect, it } from 'vitest';
import {
  HeavyWork,
  ServerBusyError,
  sizeHeavyWork,
  textJob,
  WORKBOOK_JOB,
  type HeavyWorkLimits,
  type JobOwner,
} from './heavy-work';

const limits = (overrides: Partial<HeavyWorkLimits> = {}): HeavyWorkLimits => ({
  threads: 1,
  memoryMb: 1000,
  maxWaiting: 2,
  maxWaitMs: 60_000,
  ...overrides,
});

/** A job the test ends by hand, and what happened to it. */
function job(queue: HeavyWork, need = WORKBOOK_JOB, owner?: JobOwner) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const state = { started: false, outcome: 'pending' as 'pending' | 'done' | 'refused' | 'failed' };
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const result = queue
    .run(
      need,
      () => {
        state.started = true;
        return done;
      },
      owner,
    )
    .then(
      () => void (state.outcome = 'done'),
      (error: unknown) => void (state.outcome = error instanceof ServerBusyError ? 'refused' : 'failed'),
    );
  return { state, finish, fail, result };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the heavy-work queue', () => {
  it('runs as many thread jobs as it has threads, the others in the order they came', async () => {
    const queue = new HeavyWork(limits({ threads: 2, memoryMb: 2000, maxWaiting: 5 }));
    const jobs = Array.from({ length: 4 }, () => job(queue, { threads: 1, memoryMb: 100 }));
    await settle();
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, false, false]);
    jobs[1]!.finish();
    await settle();
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, true, false]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    expect(jobs[3]!.state.started).toBe(true);
    jobs[3]!.finish();
    await Promise.all(jobs.map((j) => j.result));
    expect(jobs.map((j) => j.state.outcome)).toEqual(['done', 'done', 'done', 'done']);
    expect(queue.seen.peakThreads).toBe(2);
  });

  it('tells the job after a full line that the server is busy, with a time to come back', async () => {
    const queue = new HeavyWork(limits({ maxWaiting: 2 }));
    const jobs = Array.from({ length: 5 }, () => job(queue));
    await settle();
    expect(jobs.map((j) => j.state.outcome)).toEqual(['pending', 'pending', 'pending', 'refused', 'refused']);
    const refusal = await queue.run(WORKBOOK_JOB, () => Promise.resolve()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServerBusyError);
    expect((refusal as ServerBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refusal as ServerBusyError).retryAfterSeconds).toBeLessThanOrEqual(60);
    for (const j of jobs.slice(0, 3)) {
      j.finish();
      await settle();
    }
    await Promise.all(jobs.map((j) => j.result));
    expect(jobs.map((j) => j.state.outcome)).toEqual(['done', 'done', 'done', 'refused', 'refused']);
    expect(queue.seen.refused).toBe(3);
  });

  it('keeps the reserved memory within the budget; a job larger than the budget runs alone', async () => {
    const queue = new HeavyWork(limits({ threads: 4, memoryMb: 600, maxWaiting: 5 }));
    const a = job(queue, { threads: 0, memoryMb: 400 });
    const b = job(queue, { threads: 0, memoryMb: 300 });
    const c = job(queue, { threads: 0, memoryMb: 5000 });
    await settle();
    expect([a.state.started, b.state.started, c.state.started]).toEqual([true, false, false]);
    a.finish();
    await settle();
    expect([b.state.started, c.state.started]).toEqual([true, false]);
    b.finish();
    await settle();
    expect(c.state.started).toBe(true);
    c.finish();
    await Promise.all([a.result, b.result, c.result]);
    expect(queue.seen.peakMemoryMb).toBeLessThanOrEqual(600);
  });

  it('lets small parses run beside a workbook, and past workbooks waiting in line (small lane)', async () => {
    const queue = new HeavyWork(limits({ threads: 1, memoryMb: 1000, maxWaiting: 5 }));
    const workbook = job(queue);
    const small = job(queue, textJob(50_000));
    await settle();
    expect([workbook.state.started, small.state.started]).toEqual([true, true]);
    const second = job(queue);
    const behind = job(queue, textJob(50_000));
    const large = job(queue, textJob(200 * 1024 * 1024));
    await settle();
    // The small parse does not wait behind the workbook; a large parse keeps its turn behind it.
    expect([second.state.started, behind.state.started, large.state.started]).toEqual([false, true, false]);
    workbook.finish();
    small.finish();
    await settle();
    expect(second.state.started).toBe(true);
    second.finish();
    behind.finish();
    await settle();
    expect(large.state.started).toBe(true);
    large.finish();
    await Promise.all([workbook.result, small.result, second.result, behind.result, large.result]);
  });

  it('frees the place of a job that fails, and refuses a job that waited too long', async () => {
    const queue = new HeavyWork(limits({ maxWaitMs: 20 }));
    const failing = job(queue);
    const waiting = job(queue);
    await waiting.result;
    expect(waiting.state.outcome).toBe('refused');
    failing.fail(new Error('worker died'));
    await failing.result;
    expect(failing.state.outcome).toBe('failed');
    await expect(queue.run(WORKBOOK_JOB, () => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('fair shares between users and websites (F3)', () => {
  const alice: JobOwner = { user: 1, website: 'AAA' };
  const bob: JobOwner = { user: 2, website: 'BBB' };

  it("never makes another user's small file wait behind one user's workbooks, nor refuses it", async () => {
    const queue = new HeavyWork(limits({ threads: 1, memoryMb: 1000, maxWaiting: 6 }));
    const workbooks = Array.from({ length: 4 }, () => job(queue, WORKBOOK_JOB, alice));
    await settle();
    expect(workbooks.map((j) => j.state.started)).toEqual([true, false, false, false]);
    // Alice holds half the line at most: her fifth is refused, while the line still has room for others.
    const fifth = job(queue, WORKBOOK_JOB, alice);
    await settle();
    expect(fifth.state.outcome).toBe('refused');
    const csv = job(queue, textJob(2_800), bob);
    await settle();
    expect(csv.state.started).toBe(true);
    const bobsWorkbook = job(queue, WORKBOOK_JOB, bob);
    await settle();
    expect(bobsWorkbook.state.outcome).toBe('pending');
    csv.finish();
    // Bob's workbook passes Alice's waiting ones: she holds the one thread, her share.
    workbooks[0]!.finish();
    await settle();
    expect(bobsWorkbook.state.started).toBe(true);
    expect(workbooks.slice(1).map((j) => j.state.started)).toEqual([false, false, false]);
    bobsWorkbook.finish();
    for (const j of workbooks.slice(1)) {
      await settle();
      j.finish();
    }
    await Promise.all([...workbooks, fifth, csv, bobsWorkbook].map((j) => j.result));
    expect(workbooks.map((j) => j.state.outcome)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('holds one user, and one website, to half the threads while others wait', async () => {
    const queue = new HeavyWork(limits({ threads: 4, memoryMb: 4000, maxWaiting: 10 }));
    const mine = Array.from({ length: 4 }, () => job(queue, WORKBOOK_JOB, alice));
    await settle();
    expect(mine.map((j) => j.state.started)).toEqual([true, true, false, false]);
    // A colleague on the same website shares its half.
    const colleague = job(queue, WORKBOOK_JOB, { user: 3, website: 'AAA' });
    const other = [job(queue, WORKBOOK_JOB, bob), job(queue, WORKBOOK_JOB, bob)];
    await settle();
    expect(colleague.state.started).toBe(false);
    expect(other.map((j) => j.state.started)).toEqual([true, true]);
    expect(queue.seen.peakThreads).toBe(4);
    for (const j of [...mine.slice(0, 2), ...other]) j.finish();
    await settle();
    expect(
      [mine[2]!.state.started, mine[3]!.state.started, colleague.state.started].filter(Boolean),
    ).toHaveLength(2);
    for (const j of [...mine, colleague]) {
      j.finish();
      await settle();
    }
    await Promise.all([...mine, colleague, ...other].map((j) => j.result));
    expect([...mine, colleague, ...other].every((j) => j.state.outcome === 'done')).toBe(true);
  });

  it('lets one user use every thread when nobody else is there', async () => {
    const queue = new HeavyWork(limits({ threads: 2, memoryMb: 4000, maxWaiting: 4 }));
    const mine = Array.from({ length: 2 }, () => job(queue, WORKBOOK_JOB));
    await settle();
    expect(mine.map((j) => j.state.started)).toEqual([true, true]);
    for (const j of mine) j.finish();
    await Promise.all(mine.map((j) => j.result));
  });
});

describe('sizing to the machine', () => {
  it('keeps a core for the event loop and an eighth of the memory, at least one workbook', () => {
    expect(sizeHeavyWork({ cpus: 2, totalMemoryMb: 24_000 })).toEqual({
      threads: 1,
      memoryMb: 3000,
      maxWaiting: 4,
      maxWaitMs: 60_000,
    });
    expect(sizeHeavyWork({ cpus: 1, totalMemoryMb: 2048 })).toMatchObject({
      threads: 1,
      memoryMb: WORKBOOK_JOB.memoryMb,
    });
    expect(sizeHeavyWork({ cpus: 16, totalMemoryMb: 128_000 })).toMatchObject({
      threads: 15,
      memoryMb: 4096,
    });
  });
});
