import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import { rematch } from './rematch';
import { bo, day, mutasi } from './testing/factories';

describe('pairs a person undid (decision 055)', () => {
  const input = day(
    [
      bo({ id: 1, holderName: 'AGUS PRATAMA', time: '10:00:00' }),
      bo({ id: 2, holderName: 'SITI AMINAH', amountCents: 7_500_000, time: '11:00:00' }),
    ],
    [
      mutasi({ id: 10, name: 'AGUS PRATAMA', time: '10:02:00' }),
      mutasi({ id: 11, name: 'SITI AMINAH', amountCents: 7_500_000, time: '11:01:00' }),
    ],
  );

  it('are never made again: both rows stay pending, every other pair is made as before', () => {
    const before = matchDay(input);
    expect(before.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
      [1, 10],
      [2, 11],
    ]);
    const after = matchDay({ ...input, refused: [{ boId: 1, mutasiId: 10 }] });
    expect(after.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([[2, 11]]);
    expect(after.pendingBo.map((row) => row.boId)).toEqual([1]);
    expect(after.pendingMutasi.map((row) => row.mutasiId)).toEqual([10]);
    expect(after.counts).toMatchObject({ pendingBo: 1, pendingMutasi: 1 });
  });

  it('are offered last among the suggestions of their request, saying so', () => {
    const crowd = day(
      [bo({ id: 1, holderName: 'AGUS PRATAMA', time: '10:00:00' })],
      [
        mutasi({ id: 10, name: 'AGUS PRATAMA', time: '10:02:00' }),
        mutasi({ id: 11, name: 'AGUS PRATAMA', time: '16:00:00', accountId: 2 }),
      ],
    );
    const after = matchDay({ ...crowd, refused: [{ boId: 1, mutasiId: 10 }] });
    const suggestions = after.pendingBo.find((row) => row.boId === 1)!.suggestions;
    expect(suggestions.map((s) => s.mutasiId)).toEqual([11, 10]);
    expect(suggestions[1]!.differences).toMatch(/^pernah dibatalkan, /);
  });

  it('hold through a rematch: running again with the refusal changes nothing', () => {
    const refused = [{ boId: 1, mutasiId: 10 }];
    const first = rematch({ ...input, refused, standing: [] });
    const again = rematch({
      ...input,
      refused,
      standing: first.added.map((p) => ({ boId: p.boId, mutasiId: p.mutasiId })),
    });
    expect(first.added.map((pair) => pair.boId)).toEqual([2]);
    expect(again.added).toEqual([]);
    expect(again.reopened).toEqual([]);
  });
});
