import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDays, type GeneratedDays } from '@rekon/reconcile/testing';
import { testApp, type Client, type TestApp } from '../../test/app';
import {
  dayFiles,
  depositState,
  slices,
  uploadDayFile,
  websiteForDay,
  type DayFile,
} from '../../test/generated-day-files';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

let websites = 0;
const freshWebsite = (day: GeneratedDays) => websiteForDay(t, day, `SPLIT${++websites}`);
const stateOf = (website: string) => depositState(t.db, website);

/** Days crowded with what makes order matter: namesakes, name forms, money that never came, wallets. */
const day = (seed: number) =>
  generateDays({
    seed,
    days: 1,
    boPerDay: 90,
    websites: 1,
    rates: { withdraw: 0, namesake: 0.5, nameVariant: 0.15, missingCounterpart: 0.15, qris: 0.1 },
  });

describe('a day uploaded in slices, through the real upload path', () => {
  it('ends in exactly the state of one upload, whatever the split and the order', async () => {
    let reopenedSomewhere = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (seed, boSlices, statementSlices, orderSeed) => {
          const generated = day(seed);
          const whole = await freshWebsite(generated);
          for (const file of dayFiles(generated, whole)) await uploadDayFile(admin, file);
          const expected = await stateOf(whole);

          const split = await freshWebsite(generated);
          const [bo, ...statements] = dayFiles(generated, split);
          const parts: DayFile[] = [
            ...slices(bo!, boSlices),
            ...statements.flatMap((file, at) => slices(file, statementSlices[at] ?? 1)),
          ];
          for (const part of shuffled(parts, orderSeed)) {
            reopenedSomewhere += (await uploadDayFile(admin, part)).summary.reopened;
          }
          expect(await stateOf(split)).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
    // The property is only worth something if later slices really reopened earlier pairs.
    expect(reopenedSomewhere).toBeGreaterThan(0);
  }, 600_000);
});

/** A deterministic shuffle (Fisher-Yates on a small LCG): statement first, BO first, or interleaved. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
