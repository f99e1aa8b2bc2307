import { describe, expect, it } from 'vitest';
import { matchDay } from '../match';
import type { MatchResult } from '../types';
import type { GeneratedDays } from './day-generator';
import { evaluate } from './evaluate';
import { bo, day, mutasi } from './factories';

describe('evaluate: recall of the pairs a careful checker makes', () => {
  // Decision 068: on a statement without times a player's requests of one amount are one to a checker. Request 2's
  // money came from a third party's account (not a pair a checker makes); the engine gave the player's own credit
  // to request 2 instead of request 1, so the player has as many approvals as a checker would give.
  const requests = [
    bo({ id: 1, username: 'yosua3e', holderName: 'YOSUA FAUZAN', time: '17:31:06' }),
    bo({ id: 2, username: 'yosua3e', holderName: 'YOSUA FAUZAN', time: '15:26:45' }),
  ];
  const credits = [mutasi({ id: 10, name: 'YOSUA FAUZAN' }), mutasi({ id: 11, name: 'WISNU HALIM WIBISO' })];
  const generated: GeneratedDays = {
    input: day(requests, credits),
    truth: new Map([
      [1, 10],
      [2, 11],
    ]),
    payers: new Map([[10, { username: 'yosua3e', holder: 'YOSUA FAUZAN' }]]),
    cutsNames: new Set(),
    labels: new Map([
      [1, ['transfer']],
      [2, ['third-party']],
    ]),
  };
  // Only the pairs count here: the rest of a result as the engine gives it for the day.
  const resultWith = (boId: number): MatchResult => ({
    ...matchDay(generated.input),
    pairs: [{ boId, mutasiId: 10, pass: 'EXACT', score: 1, reason: 'AUTO', gapSeconds: 0 }],
  });

  it('counts a checker pair made under another request of the same player, account and amount', () => {
    const evaluation = evaluate(generated, resultWith(2));
    expect(evaluation.wrong).toEqual([]);
    expect(evaluation.checker).toMatchObject({ pairs: 1, found: 1 });
  });

  it("never counts another player's request taking the money", () => {
    const other = bo({ id: 3, username: 'yosua77', holderName: 'YOSUA FAUZAN', time: '15:30:00' });
    const evaluation = evaluate(
      {
        ...generated,
        input: day([...requests, other], credits),
        labels: new Map([...generated.labels, [3, ['third-party']]]),
      },
      resultWith(3),
    );
    expect(evaluation.checker.found).toBe(0);
  });
});
