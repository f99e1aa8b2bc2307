import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import { bo, day, mutasi } from './testing/factories';

/** Issue 28: a request paid in two or three transfers of its sender is suggested as one group, never paired. */
describe('split payments', () => {
  const request = (fields = {}) =>
    bo({ id: 1, holderName: 'BUDI SANTOSO', amountCents: 25_000_000, time: '10:00:00', ...fields });
  const credit = (id: number, amountCents: number, time: string, name = 'BUDI SANTOSO') =>
    mutasi({ id, amountCents, time, name });

  it('suggests two transfers of the sender that sum to the request, and pairs neither', () => {
    const result = matchDay(
      day([request()], [credit(10, 15_000_000, '10:02:00'), credit(11, 10_000_000, '10:05:00')]),
    );
    expect(result.pairs).toEqual([]);
    expect(result.pendingBo[0]!.split).toEqual({
      mutasiIds: [10, 11],
      amountCents: [15_000_000, 10_000_000],
      score: 1,
      differences: 'dibayar dalam 2 transfer, Rp150.000 + Rp100.000, rekening sama, nama 100%',
    });
  });

  // Found by the bank days (decision 068): the nameless credit was another player's, whose request had a typo.
  it('never gives a request its sender paid in parts a nameless credit of its amount', () => {
    const result = matchDay(
      day(
        [request()],
        [
          credit(10, 15_000_000, '09:52:00'),
          credit(11, 10_000_000, '10:05:00'),
          mutasi({ id: 12, amountCents: 25_000_000, time: '10:01:00', name: null }),
        ],
      ),
    );
    expect(result.pairs).toEqual([]);
    expect(result.pendingBo[0]!.split?.mutasiIds).toEqual([10, 11]);
  });

  // Found by the bank days: one part a bare BI-FAST credit (no name), the other in the sender's name.
  it('never gives a request a nameless credit of its amount when its sender paid part and a nameless credit the rest', () => {
    const result = matchDay(
      day(
        [request({ playerBank: 'BCA' })],
        [
          credit(10, 15_000_000, '09:45:00'),
          mutasi({ id: 11, amountCents: 10_000_000, time: '09:40:00', name: null, channel: 'BI-FAST' }),
          mutasi({ id: 12, amountCents: 25_000_000, time: '09:37:00', name: null, channel: 'BI-FAST' }),
        ],
      ),
    );
    expect(result.pairs).toEqual([]);
  });

  it('still pairs a lone nameless credit with a request whose sender sent nothing smaller', () => {
    const result = matchDay(
      day(
        [request({ playerBank: 'BCA' })],
        [mutasi({ id: 12, amountCents: 25_000_000, time: '09:57:00', name: null, channel: 'BI-FAST' })],
      ),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([[1, 12, 'UNIQUE']]);
  });

  // Found by the bank days (decision 074): one player's two requests of an amount, hours apart.
  it("offers a group to the request nearest it only, so the player's other request still pairs", () => {
    const result = matchDay(
      day(
        [
          request({ username: 'budi' }),
          request({ id: 2, username: 'budi', time: '16:04:00', playerBank: 'BCA' }),
        ],
        [
          credit(10, 15_000_000, '09:52:00'),
          credit(11, 10_000_000, '09:58:00'),
          mutasi({ id: 12, amountCents: 25_000_000, time: '16:01:00', name: null, channel: 'BI-FAST' }),
        ],
      ),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([[2, 12]]);
    expect(result.pendingBo.map((pending) => [pending.boId, pending.split?.mutasiIds])).toEqual([
      [1, [10, 11]],
    ]);
  });

  it('suggests three transfers, the bank cut name included', () => {
    const result = matchDay(
      day(
        [request({ holderName: 'MUHAMMAD RIDWAN SAPUTRA' })],
        [
          credit(10, 10_000_000, '09:58:00', 'MUHAMMAD RIDWAN SA'),
          credit(11, 10_000_000, '10:03:00', 'MUHAMMAD RIDWAN SA'),
          credit(12, 5_000_000, '10:07:00', 'MUHAMMAD RIDWAN SA'),
        ],
      ),
    );
    expect(result.pendingBo[0]!.split?.mutasiIds).toEqual([10, 11, 12]);
    expect(result.pendingBo[0]!.split?.differences).toMatch(/^dibayar dalam 3 transfer/);
  });

  it('never groups another sender, another account, or credits that do not sum to the amount', () => {
    const other = matchDay(
      day(
        [request()],
        [credit(10, 15_000_000, '10:02:00'), credit(11, 10_000_000, '10:05:00', 'SITI AMINAH')],
      ),
    );
    expect(other.pendingBo[0]!.split).toBeUndefined();
    const short = matchDay(
      day([request()], [credit(10, 15_000_000, '10:02:00'), credit(11, 9_000_000, '10:05:00')]),
    );
    expect(short.pendingBo[0]!.split).toBeUndefined();
    const elsewhere = matchDay(
      day(
        [request()],
        [credit(10, 15_000_000, '10:02:00'), mutasi({ id: 11, amountCents: 10_000_000, accountId: 2 })],
      ),
    );
    expect(elsewhere.pendingBo[0]!.split).toBeUndefined();
  });

  it('picks the group nearest the request when several sum right', () => {
    const result = matchDay(
      day(
        [request()],
        [
          credit(10, 15_000_000, '06:00:00'),
          credit(11, 10_000_000, '06:05:00'),
          credit(12, 15_000_000, '10:01:00'),
          credit(13, 10_000_000, '10:04:00'),
        ],
      ),
    );
    expect(result.pendingBo[0]!.split?.mutasiIds).toEqual([12, 13]);
  });

  it('offers nothing of a credit already paired', () => {
    const result = matchDay(
      day(
        [request(), bo({ id: 2, holderName: 'BUDI SANTOSO', amountCents: 15_000_000, time: '10:02:00' })],
        [credit(10, 15_000_000, '10:02:00'), credit(11, 10_000_000, '10:05:00')],
      ),
    );
    expect(result.pairs.map((pair) => pair.boId)).toEqual([2]);
    expect(result.pendingBo.find((row) => row.boId === 1)!.split).toBeUndefined();
  });
});
