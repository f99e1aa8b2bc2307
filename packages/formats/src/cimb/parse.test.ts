import { describe, expect, it } from 'vitest';
import { parseAll, refusalOf } from '../test-support/parse';

const HEADER = 'Post Date,Eff Date,Description,Debit,Credit,Balance,Transaction Ref No\n';
const row = (date: string, ref: string) =>
  `${date} 09:30,${date},TRANSFER DR BCA BUDI SANTOSO,0.00,100.00,1.00,${ref}\n`;

describe('CIMB', () => {
  it('decides month-first from a second number above 12 and dates the held rows by it', async () => {
    const { rows } = await parseAll(
      'cimb',
      HEADER + row('06/01/2026', 'A') + row('06/02/2026', 'B') + row('06/13/2026', 'C'),
    );
    expect(
      rows.map((parsed) => (parsed.kind === 'record' ? [parsed.line, parsed.record.date] : null)),
    ).toEqual([
      [2, '2026-06-01'],
      [3, '2026-06-02'],
      [4, '2026-06-13'],
    ]);
  });

  it('accepts ISO dates without deciding anything', async () => {
    const { summary } = await parseAll('cimb', HEADER + row('2026-06-01', 'A'));
    expect(summary.rows).toBe(1);
  });

  it('refuses a file whose dates never decide the order', async () => {
    const error = await refusalOf('cimb', HEADER + row('01/02/2026', 'A'));
    expect([error.statusCode, error.errors[0]?.row]).toEqual([422, 2]);
  });
});
