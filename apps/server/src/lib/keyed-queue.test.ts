import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyedQueue', () => {
  it('runs the tasks of one key one at a time, in order, whatever each ends in', async () => {
    const run = keyedQueue();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick(5);
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run('a', task('1', true)),
      run('a', task('2')),
      run('a', task('3')),
    ]);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('runs tasks of different keys side by side', async () => {
    const run = keyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick(5);
      log.push(`${name} end`);
    };
    await Promise.all([run('a', task('a')), run('b', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
