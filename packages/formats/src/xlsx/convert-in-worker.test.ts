import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import { fixture, fixtureText } from '../test-support/fixture';
import { convertInWorker } from './convert-in-worker';
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
});
