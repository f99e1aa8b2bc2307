import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDays } from '@rekon/reconcile/testing';
import { testApp, type Client, type TestApp } from '../../test/app';
import { dayFiles, depositState, uploadDayFile, websiteForDay } from '../../test/generated-day-files';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

/**
 * A busy-ish day (a few thousand deposit requests with their statements and QRIS report: crowds of one amount,
 * namesakes, name forms, money that never came): what CI can afford of issue 16's busy day.
 */
const busyish = generateDays({
  seed: 31,
  days: 1,
  boPerDay: 1500,
  websites: 1,
  rates: { withdraw: 0, namesake: 0.3, nameVariant: 0.1, missingCounterpart: 0.05, qris: 0.1 },
});

/** The state as counts and an md5 over the pairs (each printed by what its two rows say, not by ids). */
async function fingerprintOf(website: string) {
  const state = await depositState(t.db, website, { how: true });
  return {
    pairs: state.pairs.length,
    pendingBo: state.pendingBo.length,
    pendingMutasi: state.pendingMutasi.length,
    contestedBo: state.pendingBo.filter((row) => row.endsWith(' contested')).length,
    contestedMutasi: state.pendingMutasi.filter((row) => row.endsWith(' contested')).length,
    pairsMd5: createHash('md5').update(state.pairs.join('\n')).digest('hex'),
    pendingMd5: createHash('md5')
      .update([...state.pendingBo, '', ...state.pendingMutasi].join('\n'))
      .digest('hex'),
  };
}

describe('a busy-ish day in either arrival order (issue 31)', () => {
  it('ends in the same state whether the BO export or the statements come first', async () => {
    const boFirst = await websiteForDay(t, busyish, 'ORDERBO');
    const [bo, ...statements] = dayFiles(busyish, boFirst);
    const first = await uploadDayFile(admin, bo!);
    // Nothing to pair with yet: every request stored pending.
    expect(first.summary.rows_inserted).toBe(bo!.lines.length);
    expect(first.summary.pending.bo).toBe(bo!.lines.length);
    for (const file of statements) await uploadDayFile(admin, file);

    const statementFirst = await websiteForDay(t, busyish, 'ORDERST');
    const [bo2, ...statements2] = dayFiles(busyish, statementFirst);
    for (const file of statements2) await uploadDayFile(admin, file);
    const last = await uploadDayFile(admin, bo2!);
    expect(last.summary.rows_inserted).toBe(bo2!.lines.length);

    const expected = await fingerprintOf(boFirst);
    // A day worth the name: thousands of pairs, some rows left pending.
    expect(expected.pairs).toBeGreaterThan(1200);
    expect(expected.pendingBo).toBeGreaterThan(0);
    expect(await fingerprintOf(statementFirst)).toEqual(expected);
    // And row by row, so a failure says which pairs differ.
    expect(await depositState(t.db, statementFirst, { how: true })).toEqual(
      await depositState(t.db, boFirst, { how: true }),
    );
  }, 300_000);
});
