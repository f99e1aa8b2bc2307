import { describe, expect, it } from 'vitest';
import { bracketOfNeighbours, bracketsByFileOrder } from './file-order';
import { matchDay } from './match';
import { suggestRequests } from './suggestions';
import { prepareDay } from './prepare';
import { bo, day, mutasi } from './testing/factories';
import type { BoRow, MutasiRow } from './types';

const HOUR = 3600;

/**
 * A KlikBCA day (no times): players paid one after another, each credit printed in the order it came, and each
 * approved some minutes later. `paid` lists [holder, approval time] in the file's order.
 */
function statementDay(paid: readonly [string, string][], file = 'upload-1') {
  const requests: BoRow[] = [];
  const credits: MutasiRow[] = [];
  paid.forEach(([holder, time], index) => {
    const id = index + 1;
    requests.push(
      bo({ id, holderName: holder, username: `p${id}`, amountCents: 1_000_000 + id * 100, time }),
    );
    credits.push(
      mutasi({
        id: 100 + id,
        name: holder,
        amountCents: 1_000_000 + id * 100,
        position: { file, line: 10 + 2 * id },
      }),
    );
  });
  return { requests, credits };
}

describe('where a credit of a statement without times stands in the day', () => {
  it('lies between the requests its neighbours in the file were paired with, whichever way the file runs', () => {
    const marks = new Map<number, number>([
      [1, 8 * HOUR],
      [2, 8 * HOUR + 600],
      [3, 8 * HOUR + 900],
      [5, 14 * HOUR],
      [6, 14 * HOUR + 300],
      [7, 15 * HOUR],
    ]);
    for (const lines of [
      [1, 2, 3, 4, 5, 6, 7],
      [7, 6, 5, 4, 3, 2, 1],
    ]) {
      const rows = lines.map((line, index) =>
        mutasi({ id: line, name: null, amountCents: 100 * (index + 1), position: { file: 9, line: index } }),
      );
      const prepared = prepareDay(day([], rows)).mutasi;
      const brackets = bracketsByFileOrder(prepared, (row) => marks.get(row.row.id as number) ?? null);
      const unplaced = prepared.find((row) => row.row.id === 4)!;
      expect(brackets.get(unplaced)).toEqual({ low: 8 * HOUR + 600, high: 14 * HOUR + 300 });
      // The rows with a mark of their own, and those at the ends of the file, get none.
      expect(brackets.size).toBe(1);
    }
  });

  it('takes the median of the nearest marks on each side, so one swapped pair does not move it', () => {
    const marks = [8 * HOUR, 9 * HOUR, 22 * HOUR, null, 10 * HOUR, 11 * HOUR, 12 * HOUR];
    const rows = marks.map((_, index) =>
      mutasi({ id: index, name: null, amountCents: 100 * (index + 1), position: { file: 1, line: index } }),
    );
    const prepared = prepareDay(day([], rows)).mutasi;
    const brackets = bracketsByFileOrder(prepared, (row) => marks[row.row.id as number] ?? null);
    const middle = prepared.find((row) => row.row.id === 3)!;
    expect(brackets.get(middle)).toEqual({ low: 9 * HOUR, high: 11 * HOUR });
  });

  it('never compares lines of two files', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6].map((index) =>
      mutasi({
        id: index,
        name: null,
        amountCents: 100 * (index + 1),
        position: { file: index % 2, line: index },
      }),
    );
    const prepared = prepareDay(day([], rows)).mutasi;
    const brackets = bracketsByFileOrder(prepared, (row) =>
      row.row.id === 3 ? null : 1000 * Number(row.row.id),
    );
    expect(brackets.size).toBe(0);
  });

  it("ranks first the credit printed among the request's own hour, not a stranger's of the evening", () => {
    // Decision 074: two credits of Rp500.000 on a dates-only statement, one naming nobody (a transfer service's),
    // one a stranger at the player's own bank. Only their places in the file tell them apart.
    const morning = statementDay([
      ['ADI SAPUTRA', '09:00:00'],
      ['BAYU PRATAMA', '09:05:00'],
      ['CITRA LESTARI', '09:10:00'],
      ['DEWI ANGGRAINI', '09:20:00'],
      ['EKO PRASETYO', '09:25:00'],
      ['FITRI HANDAYANI', '09:30:00'],
      ['GALIH NUGROHO', '20:00:00'],
      ['HENDRA WIJAYA', '20:05:00'],
      ['INDAH PERMATA', '20:10:00'],
      ['JOKO SUSILO', '20:20:00'],
      ['KARTIKA SARI', '20:25:00'],
      ['LUKMAN HAKIM', '20:30:00'],
    ]);
    const service = mutasi({
      id: 500,
      name: null,
      channel: 'FLIP',
      amountCents: 50_000_000,
      position: { file: 'upload-1', line: 17 },
    });
    const stranger = mutasi({
      id: 501,
      name: 'YUSUF MAULANA',
      channel: 'BCA',
      amountCents: 50_000_000,
      position: { file: 'upload-1', line: 29 },
    });
    const request = bo({
      id: 50,
      holderName: 'MAYA KUSUMA',
      playerBank: 'BCA',
      amountCents: 50_000_000,
      time: '09:16:00',
    });
    const result = matchDay(day([...morning.requests, request], [...morning.credits, service, stranger]));
    expect(result.counts.pendingBo).toBe(1);
    expect(result.pendingBo[0]!.suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([500, 501]);
    // The checker reads why: the place the file gives the credit.
    expect(result.pendingBo[0]!.suggestions[0]!.differences).toBe(
      'nominal sama, rekening sama, tanggal sama, tercatat antara 09.05-09.25, tanpa nama',
    );

    // Without the file's order the stranger at the player's bank comes first, as before (decision 068).
    const unplaced = (row: MutasiRow) => ({ ...row, position: null });
    const blind = matchDay(
      day([...morning.requests, request], [...morning.credits, service, stranger].map(unplaced)),
    );
    expect(blind.pendingBo[0]!.suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([501, 500]);
  });
});

describe('a credit placed by the stored pairs around it (View Mutasi)', () => {
  const clocks = (...times: string[]) => times.map((time) => ({ date: '2026-06-05', time }));

  it('needs three paired rows on each side, and takes the median of each', () => {
    expect(
      bracketOfNeighbours({ above: clocks('09:10:00', '09:05:00'), below: clocks('09:20:00') }),
    ).toBeUndefined();
    const bracket = bracketOfNeighbours({
      above: clocks('09:10:00', '22:00:00', '09:00:00'),
      below: clocks('09:20:00', '09:25:00', '09:30:00', '23:00:00'),
    });
    // 09:10 above (22:00 is one odd mark), 09:25 below.
    expect(bracket && bracket.low % (24 * HOUR)).toBe(9 * HOUR + 10 * 60);
    expect(bracket && bracket.high - bracket.low).toBe(15 * 60);
  });

  it('ranks first the request approved between them', () => {
    const credit = mutasi({
      id: 10,
      name: null,
      channel: 'FLIP',
      amountCents: 50_000_000,
      position: { file: 1, line: 5 },
    });
    const requests = [
      bo({ id: 1, holderName: 'NANDA PUTRI', amountCents: 50_000_000, time: '09:16:00' }),
      bo({ id: 2, holderName: 'MAYA KUSUMA', amountCents: 50_000_000, time: '20:14:00' }),
    ];
    const input = day(requests, [credit]);
    const ranked = (neighbours?: Parameters<typeof bracketOfNeighbours>[0]) =>
      suggestRequests(input, neighbours ? { neighbours: new Map([[10, neighbours]]) } : {})
        .get(10)!
        .map((suggestion) => suggestion.boId);
    expect(ranked()).toEqual([1, 2]);
    expect(
      ranked({
        above: clocks('20:05:00', '20:00:00', '19:55:00'),
        below: clocks('20:20:00', '20:25:00', '20:30:00'),
      }),
    ).toEqual([2, 1]);
  });
});
