import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import { fixture, fixtureText } from '../test-support/fixture';
import { convertInWorker, statementSheetInWorker, threadCpuMs } from './convert-in-worker';
import { statementSheetCsv } from './statement-sheet';
import { PASSWORD_MESSAGE } from './sniff';

// Each case starts a worker thread (and tsx inside it): seconds on a loaded two-core machine.
describe('convertInWorker', { timeout: 30_000 }, () => {
  it('converts in a worker thread exactly as in the main thread', async () => {
    const converted = await convertInWorker(fixture('mandiri/livin-estatement.xlsx'), 'mandiri');
    expect(converted.csv).toBe(fixtureText('mandiri/mandiri-converted.csv'));
    expect(converted.rows).toBe(12);
  });

  it("passes the converter's refusal back as a FormatError", async () => {
    const refusal = convertInWorker(fixture('bad/encrypted-like.xlsx'), 'mandiri');
    await expect(refusal).rejects.toBeInstanceOf(FormatError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 422, message: PASSWORD_MESSAGE });
  });

  it('stops a conversion that runs past its time limit', async () => {
    const refusal = convertInWorker(fixture('qris/qris-vendor.xlsx'), 'qris', { timeoutMs: 1 });
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/dihentikan/),
    });
  });

  it('reads a statement workbook for its upload in a worker exactly as in the main thread', async () => {
    const bytes = fixture('portal/bni/bnidirect-trx-inq.xls');
    const options = { accountNumber: '0115476117' };
    const sheet = await statementSheetInWorker(bytes, 'bni-internet', options);
    expect(sheet).toEqual(statementSheetCsv(bytes, 'bni-internet', options));
  });

  it('holds a statement workbook to the same limits: refusals come back, a slow read is stopped', async () => {
    await expect(
      statementSheetInWorker(fixture('bad/encrypted-like.xlsx'), 'mandiri', {}),
    ).rejects.toMatchObject({ statusCode: 422, message: PASSWORD_MESSAGE });
    await expect(
      statementSheetInWorker(fixture('mandiri/livin-estatement.xlsx'), 'mandiri', {}, { timeoutMs: 1 }),
    ).rejects.toMatchObject({ statusCode: 422, message: expect.stringMatching(/dihentikan/) });
  });
});

describe('the time limit counts the worker thread’s own CPU time (decision 039)', () => {
  it.runIf(process.platform === 'linux')(
    'reads a thread’s CPU time from /proc, and null where there is none',
    () => {
      const mine = threadCpuMs('/proc/thread-self');
      expect(mine).not.toBeNull();
      expect(mine).toBeGreaterThanOrEqual(0);
      expect(threadCpuMs('/proc/no-such-thread')).toBeNull();
    },
  );
});
