import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll, recordsOf } from '../test-support/parse';

describe('QRIS', () => {
  it("takes HOKI's gross Amount, never its nett Total Amount", async () => {
    const [first] = await recordsOf('qris', fixtureText('qris/qris-hoki.csv'));
    expect(first).toMatchObject({
      amountCents: 5_000_000,
      feeCents: 65_000,
      ticket: 'D7104406',
      reference: 'D7104406',
    });
  });

  it('shifts ZPay UTC times to WIB, crossing into the next day', async () => {
    const [first] = await recordsOf('qris', fixtureText('qris/qris-zpay.csv'));
    expect(first).toMatchObject({ date: '2026-06-05', time: '00:30:00', transactionId: 'XYZ-budi88-F0FDFA' });
  });

  it('skips and counts unpaid rows by their status as written', async () => {
    const { summary, rows } = await parseAll('qris', fixtureText('qris/qris-canonical.csv'));
    expect({ ...summary.skippedByStatus }).toEqual({ UNPAID: 1, FAILED: 1 });
    expect(rows.filter((row) => row.kind === 'skipped').map((row) => row.line)).toEqual([4, 7]);
  });

  it('keeps a skipped row skipped even when its amount is unreadable', async () => {
    const text = fixtureText('qris/qris-canonical.csv').replace(
      ',20000,0,20000,UNPAID',
      ',abc,0,20000,UNPAID',
    );
    const { summary } = await parseAll('qris', text);
    expect(summary.invalidRows).toBe(0);
    expect(summary.skippedByStatus.UNPAID).toBe(1);
  });
});
